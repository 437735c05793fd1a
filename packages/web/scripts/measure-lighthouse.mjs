#!/usr/bin/env node
// Lighthouse on the production build, run as the stock CLI runs it (its defaults: mobile, simulated throttling,
// every category; lighthouseRun.mjs), for /, /search?k=机器学习 and a document page, each beside the same page
// served as static HTML (its rendered HTML and CSS with every script removed, and the site's icon) and beside the
// bare app of the same runtime libraries (bench/bare-app: its one page server-rendered and hydrated, the floor of
// what the libraries alone cost a phone's main thread) in the same run, the three visited in turn. Medians of RUNS
// runs, and every run on its own line with the machine's load beside it: Lighthouse
// simulates a phone from what it observed, so a busy machine's slower tasks count as blocking time (its
// benchmark index, printed too, falls as the load rises). Compare a page with its static copy of the same run,
// not with a figure taken at another time.
// The static copies are taken first, which also has the server render each page once: Lighthouse then meets
// the site as a visitor meets a server that has been running (its page cache warm; a cold render on a busy
// machine can outlast the server's deadline and fail the run with a 504). A stock run against a fresh server
// measures that cold render's wait instead, once per page.
// Usage: node packages/web/scripts/measure-lighthouse.mjs   (needs `pnpm build` first; Debian's chromium)
//        RUNS=5 (the default) chooses the runs; SITE_PORT, STATIC_PORT and BARE_PORT the three ports (else free
//        ones the system picks, printed);
//        ONLY=/search node …  measures only the pages whose path contains the text;
//        REFERENCE_DIST=/path/to/another/dist node …  a fourth arm: that build (e.g. main's; inside packages/web, where
//        its server's modules resolve) served on REFERENCE_PORT, visited in turn with the others.
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { lighthouse, measuredPages as pages, median, startReferenceBuild, startSite } from './lighthouseRun.mjs';
import { startBareApp } from '../bench/referenceApps.mjs';
import { portFor } from './freePort.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const SITE_PORT = await portFor('the site', process.env.SITE_PORT);
const STATIC_PORT = await portFor('the static copies', process.env.STATIC_PORT);
const BARE_PORT = await portFor('the bare app', process.env.BARE_PORT);
/** The floors for every page: a performance score of 95 and a total blocking time of 150 ms (stock mobile). */
const MIN_SCORE = 95;
const MAX_TBT_MS = 150;

const { origin: site, stop } = await startSite(SITE_PORT);
const reference = await startReferenceBuild();
const bareApp = await startBareApp(BARE_PORT);

/** The page's first response with every script and preload removed: what paints without JavaScript. */
const staticCopies = new Map();
for (const page of pages) {
  const html = await (await fetch(site + page)).text();
  staticCopies.set(
    page,
    html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, ''),
  );
}
// The reference build renders each page once too, for the same reason.
if (reference) for (const page of pages) await (await fetch(reference.origin + page)).text();
// The static copies have the site's icon too, as the browser fetches and draws it for the page.
const icon = Buffer.from(await (await fetch(`${site}/favicon.png`)).arrayBuffer());
const staticServer = createServer((request, response) => {
  if (request.url === '/favicon.png') return void response.writeHead(200, { 'content-type': 'image/png' }).end(icon);
  const html = staticCopies.get(request.url);
  if (!html) return void response.writeHead(404).end();
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
}).listen(STATIC_PORT, '127.0.0.1');

/** Score, LCP, TBT and Lighthouse's benchmark index of one stock run of `url`, with the load average before it. */
async function measure(url) {
  const load = loadavg()[0];
  const report = await lighthouse(url);
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    benchmark: report.environment.benchmarkIndex,
    load,
  };
}

const line = (r) =>
  `performance ${r.score}, LCP ${(r.lcp / 1000).toFixed(2)} s, TBT ${Math.round(r.tbt)} ms ` +
  `(benchmark index ${Math.round(r.benchmark)}, load ${r.load.toFixed(1)})`;

let ok = true;
try {
  for (const page of pages) {
    const served = [];
    const bare = [];
    const libraries = [];
    const referenced = [];
    for (let run = 0; run < RUNS; run += 1) {
      served.push(await measure(site + page));
      bare.push(await measure(`http://127.0.0.1:${STATIC_PORT}${page}`));
      libraries.push(await measure(`${bareApp.origin}/`));
      if (reference) referenced.push(await measure(reference.origin + page));
      console.log(
        `  ${decodeURIComponent(page)} run ${run + 1}: site ${line(served.at(-1))}; static ${line(bare.at(-1))}; ` +
          `bare app ${line(libraries.at(-1))}` +
          (reference ? `; reference build ${line(referenced.at(-1))}` : ''),
      );
    }
    const score = median(served.map((r) => r.score));
    const tbt = median(served.map((r) => r.tbt));
    const lcp = median(served.map((r) => r.lcp));
    const staticScore = median(bare.map((r) => r.score));
    const staticTbt = median(bare.map((r) => r.tbt));
    const staticLcp = median(bare.map((r) => r.lcp));
    const librariesScore = median(libraries.map((r) => r.score));
    const librariesTbt = median(libraries.map((r) => r.tbt));
    ok &&= score >= MIN_SCORE && tbt <= MAX_TBT_MS;
    console.log(
      `${decodeURIComponent(page)}: performance ${score} (≥${MIN_SCORE}), TBT ${Math.round(tbt)} ms (≤${MAX_TBT_MS}), ` +
        `LCP ${(lcp / 1000).toFixed(2)} s; static HTML: performance ${staticScore}, TBT ${Math.round(staticTbt)} ms, ` +
        `LCP ${(staticLcp / 1000).toFixed(2)} s; LCP ratio ${(lcp / staticLcp).toFixed(2)}; bare app of the same ` +
        `libraries: performance ${librariesScore}, TBT ${Math.round(librariesTbt)} ms` +
        (reference
          ? `; reference build: performance ${median(referenced.map((r) => r.score))}, ` +
            `TBT ${Math.round(median(referenced.map((r) => r.tbt)))} ms`
          : '') +
        `  [medians of ${RUNS}]`,
    );
  }
} finally {
  staticServer.close();
  bareApp.stop();
  reference?.stop();
  stop();
}
process.exitCode = ok ? 0 : 1;
