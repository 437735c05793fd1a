#!/usr/bin/env node
// Measurements of a document page on the production build: (1) the initial JavaScript of
// /doc/journal/{id} as its first response loads it (entry, modulepreloads and module scripts), brotli, beside the
// site's initial JS of `/` (the foundation's budgeted bundle); (2) Lighthouse mobile performance and SEO
// (medians of RUNS runs, both ≥ 95); (3) every route of area `documents` answering with server-rendered <main>.
// Usage: node packages/web/scripts/measure-document-page.mjs   (needs `pnpm build` first; Debian's chromium)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { lighthouse, median, startSite, web } from './lighthouseRun.mjs';
import { portFor } from './freePort.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const PORT = await portFor('the site', process.env.PORT);
const docPath = process.env.DOC_PATH ?? '/doc/journal/QK202200001';

const { origin: site, stop } = await startSite(PORT);

const brotli = (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
/** The scripts a first visit of `path` downloads: module scripts and modulepreloads of its HTML. */
async function initialJs(path) {
  const html = await (await fetch(site + path)).text();
  // The server starts the entry after the first frame: an inline script lists it and its preloads as
  // "/assets/….js" strings; module scripts and modulepreload links are counted too.
  const tags = [
    ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"|<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1] ?? m[2]);
  const inline = [...html.matchAll(/<script nonce="[^"]*">([\s\S]*?)<\/script>/g)].flatMap((m) =>
    [...m[1].matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((f) => f[1]),
  );
  const files = [...new Set([...tags, ...inline])];
  const sizes = files.map((file) => brotli(readFileSync(join(web, 'dist/client', file.replace(/^\//, '')))));
  return { files: files.length, brotli: sizes.reduce((a, b) => a + b, 0) };
}

/** Performance, SEO and LCP of one run of `url`. */
async function measure(url) {
  const report = await lighthouse(url, ['performance', 'seo']);
  return {
    performance: Math.round(report.categories.performance.score * 100),
    seo: Math.round(report.categories.seo.score * 100),
    lcp: report.audits['largest-contentful-paint'].numericValue,
  };
}

const documentRoutes = [
  '/doc/journal/QK202200001',
  '/doc/degree/XW200300001',
  '/doc/conference/HY201900001',
  '/doc/report/BG201400001',
  '/doc/patent/ZL201900001',
  '/doc/standard/BZ200800001',
  '/doc/achievement/CG200600001',
  '/doc/regulation/FG200700001',
  '/doc/newspaper/BZZ202500004',
  '/doc/policy/ZC202500001',
  '/onlinereading',
  '/transform/pdf2word',
  '/pdf/journal/download',
  '/pdf/report/download',
  '/pdf/report/search-info',
  '/pdf/summary/download',
  '/batchquote',
  '/batchquote/editlist',
  '/batchreview',
  '/pay/newindex',
];

let ok = true;
try {
  const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
  const doc = await initialJs(docPath);
  const home = await initialJs('/');
  console.log(
    `initial JS ${docPath}: ${doc.files} files, ${kb(doc.brotli)} brotli; / : ${home.files} files, ${kb(home.brotli)} brotli; document page adds ${kb(doc.brotli - home.brotli)}`,
  );

  for (const path of documentRoutes) {
    const response = await fetch(site + path, { redirect: 'manual' });
    const html = response.status === 200 ? await response.text() : '';
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    console.log(
      `${path}: ${response.status}${response.headers.get('location') ? ` → ${response.headers.get('location')}` : ''}${response.status === 200 ? `, <main> ${main.replace(/<[^>]+>/g, '').length} characters of text` : ''}`,
    );
  }

  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await measure(site + docPath));
  const performance = median(runs.map((r) => r.performance));
  const seo = median(runs.map((r) => r.seo));
  ok = performance >= 95 && seo >= 95;
  console.log(
    `Lighthouse mobile ${docPath}: performance ${performance}, SEO ${seo} (both ≥ 95), LCP ${(median(runs.map((r) => r.lcp)) / 1000).toFixed(2)} s  [medians of ${RUNS}]`,
  );
} finally {
  stop();
}
process.exitCode = ok ? 0 : 1;
