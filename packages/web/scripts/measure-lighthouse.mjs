#!/usr/bin/env node
// Lighthouse (mobile preset) on the production build, for / and /search?k=机器学习 (issue 10): performance
// score and LCP of each page as the site serves it, beside the same page served as static HTML (its rendered
// HTML and CSS with every script removed) in the same run. Medians of RUNS runs.
// Usage: node packages/web/scripts/measure-lighthouse.mjs   (needs `pnpm build` first; Debian's chromium)
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.RUNS ?? 3);
const SITE_PORT = 3400;
const STATIC_PORT = 3401;
const pages = ['/', '/search?k=%E6%9C%BA%E5%99%A8%E5%AD%A6%E4%B9%A0'];
const chromeFlags =
  '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run';

const server = spawn('pnpm', ['exec', 'tsx', 'server/index.ts'], {
  cwd: web,
  env: { ...process.env, PORT: String(SITE_PORT) },
  stdio: 'ignore',
});
const site = `http://127.0.0.1:${SITE_PORT}`;
for (let i = 0; i < 120; i += 1) {
  try {
    if ((await fetch(`${site}/newsite/server-time`)).ok) break;
  } catch {
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The page's first response with every script and preload removed: what paints without JavaScript. */
const staticCopies = new Map();
for (const page of pages) {
  const html = await (await fetch(site + page)).text();
  staticCopies.set(
    page,
    html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, ''),
  );
}
const staticServer = createServer((request, response) => {
  const html = staticCopies.get(request.url);
  if (!html) return void response.writeHead(404).end();
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
}).listen(STATIC_PORT, '127.0.0.1');

const out = mkdtempSync(join(tmpdir(), 'lh-'));
/** One Lighthouse run; asynchronous, so this process's static server keeps answering meanwhile. */
async function lighthouse(url) {
  const file = join(out, 'report.json');
  const status = await new Promise((resolve) => {
    const run = spawn(
      'pnpm',
      [
        'exec',
        'lighthouse',
        url,
        '--output=json',
        `--output-path=${file}`,
        '--quiet',
        '--only-categories=performance',
        `--chrome-flags=${chromeFlags}`,
      ],
      {
        cwd: web,
        env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
        stdio: 'ignore',
      },
    );
    run.on('exit', resolve);
  });
  if (status !== 0) throw new Error(`lighthouse failed for ${url}`);
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
  };
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

let ok = true;
try {
  for (const page of pages) {
    const served = [];
    const bare = [];
    for (let run = 0; run < RUNS; run += 1) {
      served.push(await lighthouse(site + page));
      bare.push(await lighthouse(`http://127.0.0.1:${STATIC_PORT}${page}`));
    }
    const score = median(served.map((r) => r.score));
    const lcp = median(served.map((r) => r.lcp));
    const tbt = median(served.map((r) => r.tbt));
    const staticLcp = median(bare.map((r) => r.lcp));
    const ratio = lcp / staticLcp;
    ok &&= score >= 95 && ratio <= 1.5;
    console.log(
      `${decodeURIComponent(page)}: performance ${score} (≥95), LCP ${(lcp / 1000).toFixed(2)} s, TBT ${Math.round(tbt)} ms; ` +
        `static HTML LCP ${(staticLcp / 1000).toFixed(2)} s; ratio ${ratio.toFixed(2)} (≤1.5)  [medians of ${RUNS}]`,
    );
  }
} finally {
  staticServer.close();
  server.kill('SIGTERM');
}
process.exitCode = ok ? 0 : 1;
