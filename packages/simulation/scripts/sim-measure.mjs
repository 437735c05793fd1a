#!/usr/bin/env node
/**
 * Measures the simulated server: the cold build of the seeded corpus + search index (budget 1.5 s) and
 * the median search time (budget 20 ms), in fresh Node processes and fresh Chromium pages.
 *
 *   node packages/simulation/scripts/sim-measure.mjs [runs=3]
 *
 * The bench entry is bundled with Vite (as the site bundles it), so both runtimes run the same code.
 * Node runs also report CPU time: on a shared machine wall time includes waiting for a core.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const runs = Number(process.argv[2] ?? 3);
const outDir = mkdtempSync(join(tmpdir(), 'sim-bench-'));

await build({
  configFile: false,
  logLevel: 'warn',
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    lib: { entry: join(here, 'sim-bench.entry.ts'), formats: ['es'], fileName: () => 'sim-bench.js' },
  },
});
const bundle = join(outDir, 'sim-bench.js');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (value) => Math.round(value * 10) / 10;

function nodeRun() {
  const script = `const cpu = process.cpuUsage(); await import(${JSON.stringify(pathToFileURL(bundle).href)});
const r = globalThis.__simBench(); const used = process.cpuUsage(cpu);
console.log(JSON.stringify({ ...r, cpuMs: (used.user + used.system) / 1000 }));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

async function chromiumRuns() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? chromiumPath,
    args: chromiumArgs,
  });
  const source = readFileSync(bundle, 'utf8');
  const results = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const page = await browser.newPage();
      await page.setContent('<!doctype html><html lang="zh-CN"><body></body></html>');
      await page.addScriptTag({ type: 'module', content: source });
      await page.waitForFunction(() => typeof globalThis.__simBench === 'function');
      results.push(await page.evaluate(() => globalThis.__simBench()));
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

function summary(name, results) {
  const pick = (key) => round(median(results.map((r) => r[key])));
  return {
    runtime: name,
    runs: results.length,
    'build ms (median)': pick('totalMs'),
    'dataset ms': pick('datasetMs'),
    'index ms': pick('indexMs'),
    ...(results[0].cpuMs !== undefined ? { 'process cpu ms': pick('cpuMs') } : {}),
    'search median ms': pick('searchMedianMs'),
    'search p95 ms': pick('searchP95Ms'),
    searches: results[0].searches,
  };
}

const node = Array.from({ length: runs }, nodeRun);
const browser = await chromiumRuns();
const first = node[0];
console.log(
  `corpus: ${first.records} records, ${first.journals} journals, ${first.authors} authors, ${first.organizations} organizations`,
);
console.table([summary('node ' + process.version, node), summary('chromium', browser)]);
const worst = Math.max(median(node.map((r) => r.totalMs)), median(browser.map((r) => r.totalMs)));
const slowest = Math.max(median(node.map((r) => r.searchMedianMs)), median(browser.map((r) => r.searchMedianMs)));
console.log(
  `budgets: build ${round(worst)} ms of 1500 ms ${worst < 1500 ? 'OK' : 'OVER'}; search median ${round(slowest)} ms of 20 ms ${slowest < 20 ? 'OK' : 'OVER'}`,
);
