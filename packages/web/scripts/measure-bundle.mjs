#!/usr/bin/env node
// Initial JavaScript of the site (the entry and every chunk its HTML preloads) beside the bare app of the
// same runtime libraries (bench/bare-app), brotli and gzip: the budget is site ≤ 1.15 × bare.
// With --pages it also reports, for `/` and `/search`, every script the browser fetched before the page was
// hydrated (entry, layout, page and their imports) on the production server, and every script fetched by
// network idle (2 s after it) — the figure a visitor pays, budget ≤ 1.15 × bare app.
// With --files it lists each of those scripts with its brotli size, largest first (to see what to cut).
// Usage: node packages/web/scripts/measure-bundle.mjs [--no-build] [--pages] [--files]
import { readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { join } from 'node:path';
import { launchChromium, pnpmInWeb, startSite, web } from './lighthouseRun.mjs';
import { buildBareApp } from '../bench/referenceApps.mjs';
import { portFor } from './freePort.mjs';

const pages = process.argv.includes('--pages');
const listFiles = process.argv.includes('--files');
if (!process.argv.includes('--no-build')) {
  // The pages are measured on the server, which needs the package's whole build (client, renderer, .br files).
  pnpmInWeb(pages ? ['run', 'build'] : ['exec', 'vite', 'build', '--logLevel', 'warn']);
  buildBareApp();
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
  const site = await startSite(await portFor('the site', process.env.MEASURE_PORT));
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
      const fetchedBy = (until) =>
        page.evaluate(
          (until) =>
            performance
              .getEntriesByType('resource')
              .filter((entry) => entry.name.endsWith('.js') && entry.responseEnd <= (until ?? window.__hydratedAt))
              .map((entry) => new URL(entry.name).pathname),
          until,
        );
      const report = (label, scripts) => {
        const fetched = sizes(join(web, 'dist/client'), scripts);
        console.log(
          `${label} ${decodeURIComponent(path)}: ${fetched.files} files, ${kb(fetched.brotli)} brotli ` +
            `(${(fetched.brotli / bare.brotli).toFixed(2)} × bare app)`,
        );
        return fetched.brotli / bare.brotli;
      };
      report('before hydration of', await fetchedBy());
      // The budget: everything a visit that only looks at the page fetches, once the network is idle
      // (another area's code comes on intent, not here): ≤ 1.15 × the bare app.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(2000);
      const idleScripts = await fetchedBy(Number.MAX_VALUE);
      const idleRatio = report('by network idle on', idleScripts);
      if (listFiles) {
        const listed = [...new Set(idleScripts)].map((file) => [file, sizes(join(web, 'dist/client'), [file]).brotli]);
        for (const [file, size] of listed.sort((a, b) => b[1] - a[1]))
          console.log(`  ${kb(size).padStart(10)}  ${file}`);
      }
      if (idleRatio > 1.15) process.exitCode = 1;
      await page.close();
    }
  } finally {
    await browser.close();
    site.stop();
  }
}
