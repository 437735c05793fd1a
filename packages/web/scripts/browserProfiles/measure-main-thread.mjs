#!/usr/bin/env node
// How long the main thread works from first paint until the page is hydrated (html[data-hydrated]), at 4× CPU on a
// phone's viewport, read from a browser trace (the top-level tasks' time inside that span): the site's page; the
// same page replicated by the runtime libraries alone (bench/pageReplica.mjs: every element hydrated, none of our
// code); the bare app of those libraries (one heading); and the site's page again while the harness waits for one of
// its controls by role, as a journey of measure-first-seconds.mjs does before it clicks. Visited in turn, RUNS times
// each. Medians of the span, the work in it, the blocking time inside it (each task's time over 50 ms) and the
// page's wall time per kind of work (script, module evaluation, layout…).
// The last arm tells what the automation's own work costs the page: Playwright finds a control by role and waits
// for it to hold still with scripts of its own, run on the same main thread.
// Usage: node packages/web/scripts/browserProfiles/measure-main-thread.mjs ['/search?k=机器学习']   (after `pnpm build`)
//        RUNS=7 CONTROL=意见反馈 PORT=… BARE_PORT=… REPLICA_PORT=… node …
import { launchChromium, median, startSite } from '../lighthouseRun.mjs';
import { startBareApp } from '../../bench/referenceApps.mjs';
import { capturePages, startPageReplica } from '../../bench/pageReplica.mjs';
import { portFor } from '../freePort.mjs';
import { hydratedReport, tasksAfterPaint } from './pageTrace.mjs';

const path = process.argv[2] ?? `/search?k=${encodeURIComponent('机器学习')}`;
const RUNS = Number(process.env.RUNS ?? 5);
const CONTROL = process.env.CONTROL ?? '意见反馈';
const CPU_SLOWDOWN = 4;
const HANG_GUARD_MS = 120_000;

/** One visit's trace, cut to first paint → hydrated on the page's main thread (milliseconds). */
async function traceVisit(browser, url, waitForControl) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    const { hydrated } = await hydratedReport(page);
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'blink.user_timing'],
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit' });
    if (waitForControl) await page.getByRole('button', { name: CONTROL, exact: true }).waitFor();
    // A visit that never reports ends the run with the page named, not a run that waits for ever.
    let guard;
    const timedOut = new Promise((_, reject) => {
      guard = setTimeout(() => reject(new Error(`${url} did not hydrate in ${HANG_GUARD_MS} ms`)), HANG_GUARD_MS);
    });
    await Promise.race([hydrated, timedOut]).finally(() => clearTimeout(guard));
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const end = events.find((event) => event.name === 'page-hydrated');
    const { paint, main, tasks, blocking } = tasksAfterPaint(events, end.ts);
    const kinds = {};
    for (const event of events)
      if (event.ph === 'X' && event.pid === paint.pid && event.tid === main && event.name !== 'RunTask')
        if (event.ts >= paint.ts && event.ts < end.ts) kinds[event.name] = (kinds[event.name] ?? 0) + event.dur / 1000;
    return {
      span: (end.ts - paint.ts) / 1000,
      work: tasks.reduce((sum, ms) => sum + ms, 0),
      blocking,
      kinds,
    };
  } finally {
    await context.close();
  }
}

const site = await startSite(await portFor('the site', process.env.PORT));
const bareApp = await startBareApp(await portFor('the bare app', process.env.BARE_PORT));
const browser = await launchChromium();
const replica = await startPageReplica(
  await portFor('the page replica', process.env.REPLICA_PORT),
  await capturePages(browser, site.origin, [path]),
  site.origin,
);
const arms = [
  { name: 'site', url: site.origin + path },
  { name: 'page replica', url: replica.origin + path },
  { name: 'bare app', url: `${bareApp.origin}/` },
  { name: `site, ${CONTROL} awaited by role`, url: site.origin + path, waitForControl: true },
];
try {
  const runs = arms.map(() => []);
  for (let run = 0; run < RUNS; run += 1)
    for (const [index, arm] of arms.entries()) runs[index].push(await traceVisit(browser, arm.url, arm.waitForControl));
  const ms = (values) => Math.round(median(values));
  console.log(`${path} at ${CPU_SLOWDOWN}× CPU, first paint → hydrated, medians of ${RUNS}:`);
  for (const [index, { name }] of arms.entries()) {
    const visits = runs[index];
    const kinds = [...new Set(visits.flatMap((visit) => Object.keys(visit.kinds)))]
      .map((kind) => [kind, ms(visits.map((visit) => visit.kinds[kind] ?? 0))])
      .filter(([, value]) => value >= 10)
      .sort((a, b) => b[1] - a[1]);
    console.log(
      `${name}: span ${ms(visits.map((v) => v.span))} ms, main thread working ${ms(visits.map((v) => v.work))} ms, ` +
        `blocking ${ms(visits.map((v) => v.blocking))} ms`,
    );
    console.log(`  ${kinds.map(([kind, value]) => `${kind} ${value}`).join(' · ')}`);
  }
} finally {
  await browser.close();
  site.stop();
  bareApp.stop();
  replica.stop();
}
