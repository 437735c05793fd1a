#!/usr/bin/env node
// Lighthouse (mobile preset) on the production build, for /, /search?k=机器学习 and a document page (
// ≥ 97 each): performance score and LCP of each page as the site serves it, beside the same page served as
// static HTML (its rendered HTML and CSS with every script removed) in the same run. Medians of RUNS runs.
// Usage: node packages/web/scripts/measure-lighthouse.mjs   (needs `pnpm build` first; Debian's chromium)
//        RUNS=3 SITE_PORT=3400 STATIC_PORT=3401 (the defaults) choose the runs and the two ports.
import { createServer } from 'node:http';
import { lighthouse, median, startSite } from './lighthouseRun.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const SITE_PORT = Number(process.env.SITE_PORT ?? 3400);
const STATIC_PORT = Number(process.env.STATIC_PORT ?? 3401);
const pages = ['/', '/search?k=%E6%9C%BA%E5%99%A8%E5%AD%A6%E4%B9%A0', '/doc/journal/QK202200001'];
/** The floor for the performance score of each page. */
const MIN_SCORE = 97;

const { origin: site, stop } = await startSite(SITE_PORT);

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

/** Score, LCP and TBT of one run of `url`. */
async function measure(url) {
  const report = await lighthouse(url, ['performance']);
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
  };
}

let ok = true;
try {
  for (const page of pages) {
    const served = [];
    const bare = [];
    for (let run = 0; run < RUNS; run += 1) {
      served.push(await measure(site + page));
      bare.push(await measure(`http://127.0.0.1:${STATIC_PORT}${page}`));
    }
    const score = median(served.map((r) => r.score));
    const lcp = median(served.map((r) => r.lcp));
    const tbt = median(served.map((r) => r.tbt));
    const staticLcp = median(bare.map((r) => r.lcp));
    const ratio = lcp / staticLcp;
    ok &&= score >= MIN_SCORE && ratio <= 1.5;
    console.log(
      `${decodeURIComponent(page)}: performance ${score} (≥${MIN_SCORE}), LCP ${(lcp / 1000).toFixed(2)} s, TBT ${Math.round(tbt)} ms; ` +
        `static HTML LCP ${(staticLcp / 1000).toFixed(2)} s; ratio ${ratio.toFixed(2)} (≤1.5)  [medians of ${RUNS}]`,
    );
  }
} finally {
  staticServer.close();
  stop();
}
process.exitCode = ok ? 0 : 1;
