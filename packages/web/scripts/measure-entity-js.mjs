#!/usr/bin/env node
// The JavaScript a journal page and a chart page make the browser download, raw / gzip / brotli
//. Builds nothing: run `pnpm --filter @wenxian/web build` first. Starts the production
// server on a free port, opens each page in Debian's Chromium, waits until it is drawn (the chart's SVG
// for the chart page), and compresses every script the page fetched at the highest levels.
//   node packages/web/scripts/measure-entity-js.mjs
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { launchChromium, startSite } from './lighthouseRun.mjs';
import { portFor } from './freePort.mjs';

const port = await portFor('the site', process.env.MEASURE_PORT);
const pages = [
  { name: 'journal page', path: '/journal/J00001', ready: 'nav[aria-label="刊期浏览"]' },
  { name: 'chart page', path: '/journal/J00001/detail', ready: '[data-testid="echarts-view"] svg' },
  { name: 'graph page', path: '/organization/O00001/graph', ready: '[data-testid="echarts-view"] svg' },
];

const { origin: baseUrl, stop } = await startSite(port);
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

try {
  const browser = await launchChromium();
  console.log('| page | scripts | raw | gzip -9 | brotli -11 |\n| --- | --- | --- | --- | --- |');
  for (const target of pages) {
    const page = await browser.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      const url = response.url();
      if (response.request().resourceType() === 'script' && url.startsWith(baseUrl))
        scripts.set(url, await response.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(baseUrl + target.path, { waitUntil: 'networkidle' });
    await page.waitForSelector(target.ready, { timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const bodies = [...scripts.values()];
    const raw = bodies.reduce((s, b) => s + b.length, 0);
    const gzip = bodies.reduce((s, b) => s + gzipSync(b, { level: 9 }).length, 0);
    const brotli = bodies.reduce(
      (s, b) => s + brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      0,
    );
    console.log(`| ${target.name} (${target.path}) | ${bodies.length} | ${kb(raw)} | ${kb(gzip)} | ${kb(brotli)} |`);
    await page.close();
  }
  await browser.close();
} finally {
  stop();
}
