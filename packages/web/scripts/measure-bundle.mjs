#!/usr/bin/env node
// Initial JavaScript of the site (the entry and every chunk its HTML preloads) beside the bare app of the
// same runtime libraries (bench/bare-app), brotli and gzip, as issue 10's budget asks: site ≤ 1.15 × bare.
// With --pages it also reports, for `/` and `/search`, every script the browser fetched before the page was
// hydrated (entry, layout, page and their imports) on the production server — the figure a visitor pays.
// Usage: node packages/web/scripts/measure-bundle.mjs [--no-build] [--pages]
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const web = fileURLToPath(new URL('..', import.meta.url));
const pages = process.argv.includes('--pages');
const run = (args) => {
  const result = spawnSync('pnpm', args, {
    cwd: web,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
if (!process.argv.includes('--no-build')) {
  // The pages are measured on the server, which needs the package's whole build (client, renderer, .br files).
  run(pages ? ['run', 'build'] : ['exec', 'vite', 'build', '--logLevel', 'warn']);
  run(['exec', 'vite', 'build', '--config', 'bench/bare-app/vite.config.ts']);
}

/** The scripts a first visit downloads before the page is interactive: the entry and its modulepreloads. */
function initialScripts(dir) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"|<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1] ?? m[2]);
  return files.map((file) => readFileSync(join(dir, file.replace(/^\//, ''))));
}

function sizes(dir, files) {
  const parts = files
    ? [...new Set(files)].map((file) => readFileSync(join(dir, file.replace(/^\//, ''))))
    : initialScripts(dir);
  const sum = (f) => parts.reduce((total, part) => total + f(part).length, 0);
  return {
    files: parts.length,
    raw: sum((b) => b),
    gzip: sum((b) => gzipSync(b, { level: 9 })),
    brotli: sum((b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
  };
}

const site = sizes(join(web, 'dist/client'));
const bare = sizes(join(web, 'dist/bare-app'));
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(
  `site initial JS: ${site.files} files, ${kb(site.raw)} raw, ${kb(site.gzip)} gzip, ${kb(site.brotli)} brotli`,
);
console.log(
  `bare app       : ${bare.files} files, ${kb(bare.raw)} raw, ${kb(bare.gzip)} gzip, ${kb(bare.brotli)} brotli`,
);
const ratio = site.brotli / bare.brotli;
console.log(`ratio (brotli) : ${ratio.toFixed(3)} (budget 1.15)`);
process.exitCode = ratio <= 1.15 ? 0 : 1;

if (pages) {
  const { launchChromium, startSite } = await import('./lighthouseRun.mjs');
  const site = await startSite(Number(process.env.MEASURE_PORT ?? 3298));
  const browser = await launchChromium();
  try {
    for (const path of ['/', `/search?k=${encodeURIComponent('机器学习')}`]) {
      const page = await browser.newPage();
      await page.goto(site.origin + path);
      // The first frame React's mark is seen; scripts fetched after it (the idle prefetch) do not count.
      await page.waitForFunction(
        () => document.documentElement.dataset.hydrated && (window.__hydratedAt ??= performance.now()),
        null,
        { timeout: 30_000, polling: 'raf' },
      );
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js') && entry.responseEnd <= window.__hydratedAt)
          .map((entry) => new URL(entry.name).pathname),
      );
      const before = sizes(join(web, 'dist/client'), scripts);
      console.log(
        `before hydration of ${decodeURIComponent(path)}: ${before.files} files, ${kb(before.brotli)} brotli ` +
          `(${(before.brotli / bare.brotli).toFixed(2)} × bare app)`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
    site.stop();
  }
}
