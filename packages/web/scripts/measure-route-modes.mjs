#!/usr/bin/env node
// React Router's framework mode beside library mode, on the same one-page app of the site's runtime
// libraries: bench/bare-app (library mode: createBrowserRouter + hydrateRoot, as the site) and
// bench/framework-app (framework mode: routes.ts, root.tsx, one route module, `react-router build`, React
// Router's request handler). Both are built and served by bench/referenceApps.mjs with the same static layer (brotli).
// In one run, per arm: the initial JavaScript (the scripts the page names before any runs — entry, module
// preloads, inline imports — with their static imports, brotli at quality 11), every script fetched by network idle (2 s after it), and with the CPU slowed
// 4× on a phone viewport the first paint, hydrated (html[data-hydrated]) and first paint → hydrated, medians of
// RUNS visits with the arms visited in turn. Arms:
//   library           the bare app, its script started after the first frame (as the site starts its scripts)
//   framework         the framework app as the framework writes it (preloads in the head, scripts in the body)
//   framework, 1st frame   the same build with its scripts started after the first frame, as the library arm's
// Usage: node packages/web/scripts/measure-route-modes.mjs   (env RUNS, default 5; PORT, PORT_2, PORT_3:
//        the three arms' ports, else free ones the system picks, printed)
//        NETWORK=slow4g node …   (the timed visits also on Lighthouse's phone network)
//        LIGHTHOUSE=1 node …   (also one Lighthouse mobile run per arm: performance score, FCP, LCP, TBT)
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { launchChromium, lighthouse, SLOW_4G, spread, web } from './lighthouseRun.mjs';
import { startBareApp, startFrameworkApp } from '../bench/referenceApps.mjs';
import { firstSecondsReports } from './firstSecondsJourneys.mjs';
import { portFor } from './freePort.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const TIMEOUT_MS = 20_000;
const network = process.env.NETWORK === 'slow4g' ? SLOW_4G : undefined;

const bare = await startBareApp(await portFor('library', process.env.PORT));
const framework = await startFrameworkApp(await portFor('framework', process.env.PORT_2));
const frameworkFirstFrame = await startFrameworkApp(await portFor('framework, 1st frame', process.env.PORT_3), {
  firstFrame: true,
  build: false,
});
const arms = [
  { arm: 'library', origin: bare.origin, dir: join(web, 'dist/bare-app') },
  { arm: 'framework', origin: framework.origin, dir: join(web, 'dist/framework-app/client') },
  { arm: 'framework, 1st frame', origin: frameworkFirstFrame.origin, dir: join(web, 'dist/framework-app/client') },
];
const browser = await launchChromium();

const brotli = (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
/** Brotli bytes of the files at these addresses (each once), read from the build. */
const brotliOf = (dir, paths) =>
  [...new Set(paths)].reduce((sum, path) => sum + brotli(readFileSync(join(dir, path.replace(/^\//, '')))), 0);

/**
 * The scripts a page needs before any of its code runs: those its HTML names (module scripts, module preloads,
 * the addresses its inline scripts import) with everything they import statically, read from the build.
 */
function initialScripts(html, dir) {
  const named = [
    ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"|<link rel="modulepreload"[^>]*href="([^"]+)"/g),
    // The bare app's boot script and the framework's inline module (as written, or as a JSON string).
    ...html.matchAll(/import(?:\(| [^"]*?from )\\?"(\/assets\/[^"\\]+\.js)/g),
  ].map((m) => m[1] ?? m[2]);
  const found = new Set(named);
  for (const path of found) {
    const code = readFileSync(join(dir, path.replace(/^\//, '')), 'utf8');
    for (const [, file] of code.matchAll(/(?:^|[;}\s])import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g))
      found.add(path.replace(/[^/]+$/, file));
  }
  return [...found];
}

/** Initial JavaScript and JavaScript by network idle of one arm (an unthrottled visit). */
async function javaScriptOf({ origin, dir }) {
  const html = await (await fetch(origin)).text();
  const page = await browser.newPage();
  try {
    await page.goto(origin);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated, null, { timeout: TIMEOUT_MS });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname),
    );
    const initial = initialScripts(html, dir);
    return {
      initialFiles: new Set(initial).size,
      initialBrotli: brotliOf(dir, initial),
      idleFiles: new Set(fetched).size,
      idleBrotli: brotliOf(dir, fetched),
    };
  } finally {
    await page.close();
  }
}

/** One phone visit with the CPU slowed: first paint and hydrated, from navigation start. */
async function visit({ origin }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', network);
    }
    const { reported } = await firstSecondsReports(page);
    await page.goto(origin, { waitUntil: 'commit' });
    return await Promise.race([reported, page.waitForTimeout(TIMEOUT_MS).then(() => ({}))]);
  } finally {
    await context.close();
  }
}

const results = [];
try {
  const javaScript = [];
  for (const arm of arms) javaScript.push(await javaScriptOf(arm));
  const visits = arms.map(() => []);
  for (let i = 0; i < RUNS; i += 1) {
    for (const [index, arm] of arms.entries()) visits[index].push(await visit(arm));
  }
  const audits = [];
  if (process.env.LIGHTHOUSE) {
    for (const { origin } of arms) {
      const report = await lighthouse(origin, ['performance']);
      const ms = (id) => Math.round(report.audits[id].numericValue);
      audits.push({
        performance: Math.round(report.categories.performance.score * 100),
        fcpMs: ms('first-contentful-paint'),
        lcpMs: ms('largest-contentful-paint'),
        tbtMs: ms('total-blocking-time'),
      });
    }
  }
  const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;
  for (const [index, { arm }] of arms.entries()) {
    const runs = visits[index].filter((run) => run.paint !== undefined && run.hydrated !== undefined);
    results.push({
      arm,
      initialJs: { files: javaScript[index].initialFiles, brotliKiB: kib(javaScript[index].initialBrotli) },
      jsByNetworkIdle: { files: javaScript[index].idleFiles, brotliKiB: kib(javaScript[index].idleBrotli) },
      visits: runs.length,
      firstPaintMs: runs.length ? spread(runs.map((run) => run.paint)) : null,
      hydratedMs: runs.length ? spread(runs.map((run) => run.hydrated)) : null,
      paintToHydratedMs: runs.length ? spread(runs.map((run) => run.hydrated - run.paint)) : null,
      ...(audits[index] ? { lighthouse: audits[index] } : {}),
    });
  }
} finally {
  await browser.close();
  bare.stop();
  framework.stop();
  frameworkFirstFrame.stop();
}

const library = results[0];
console.log(
  JSON.stringify(
    {
      cpuSlowdown: CPU_SLOWDOWN,
      network: network ? 'slow4g' : 'unthrottled',
      runs: RUNS,
      arms: results.map((row) => ({
        ...row,
        initialJsVsLibrary: Math.round((row.initialJs.brotliKiB / library.initialJs.brotliKiB) * 1000) / 1000,
        idleJsVsLibrary: Math.round((row.jsByNetworkIdle.brotliKiB / library.jsByNetworkIdle.brotliKiB) * 1000) / 1000,
      })),
      loadAverage: loadavg()[0],
    },
    null,
    2,
  ),
);
