#!/usr/bin/env node
// The main thread after first paint, this build beside another (REFERENCE_DIST, a `dist` folder built from
// another checkout), visited in turn in the same run at 4× CPU on a phone-sized window: for each page, the medians
// over RUNS visits of
// - blocking: the main thread's blocking time from first contentful paint until 3 s after the page is hydrated
//   (every task's time past 50 ms, as Lighthouse's Total Blocking Time counts it), from a trace of the visit;
// - longest: the longest task in that time;
// - hydrated: first contentful paint → the document marked hydrated.
// Lighthouse's own blocking time (scripts/measure-lighthouse.mjs) is simulated from one unthrottled trace and
// swings by hundreds of milliseconds between runs on these machines; this one is measured at the CPU it names.
// Usage: REFERENCE_DIST=/path/to/other/packages/web/dist node packages/web/scripts/browserProfiles/measure-blocking.mjs
//        (after `pnpm build`; env RUNS (default 8), ONLY (pages whose path contains the text), PORT, PORT_2)
import { launchChromium, measuredPages, median, startSite } from '../lighthouseRun.mjs';
import { portFor } from '../freePort.mjs';
import { hydratedReport, tasksAfterPaint } from './pageTrace.mjs';

const RUNS = Number(process.env.RUNS ?? 8);
const CPU_SLOWDOWN = 4;
const QUIET_AFTER_HYDRATED_MS = 3000;
const reference = process.env.REFERENCE_DIST;
if (!reference) throw new Error('REFERENCE_DIST: the dist folder of the build to compare with');

const builds = [
  { name: 'this build', ...(await startSite(await portFor('this build', process.env.PORT))) },
  {
    name: `reference (${reference})`,
    ...(await startSite(await portFor('the reference', process.env.PORT_2), { WENXIAN_DIST: reference })),
  },
];
const browser = await launchChromium();

/** One visit of `url`: its main thread's tasks after first contentful paint, and paint → hydrated. */
async function visit(url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'zh-CN' });
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(tab, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    const reported = await hydratedReport(tab);
    await tab.goto(url, { waitUntil: 'commit' });
    const hydrated = await reported.hydrated;
    await tab.waitForTimeout(QUIET_AFTER_HYDRATED_MS);
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const { tasks, blocking } = tasksAfterPaint(events);
    return {
      blocking,
      longest: Math.max(0, ...tasks),
      hydrated,
    };
  } finally {
    await context.close();
  }
}

try {
  for (const page of measuredPages) {
    const results = builds.map(() => ({ blocking: [], longest: [], hydrated: [] }));
    for (let run = 0; run < RUNS; run += 1) {
      // In turn, each build first every other run: a machine that slows down slows both.
      const order = run % 2 === 0 ? [0, 1] : [1, 0];
      for (const index of order) {
        const figures = await visit(new URL(page, builds[index].origin).href);
        for (const key of Object.keys(figures)) results[index][key].push(figures[key]);
      }
    }
    console.log(`${decodeURIComponent(page)} (${CPU_SLOWDOWN}× CPU, medians of ${RUNS} visits each)`);
    builds.forEach((build, index) => {
      const [blocking, longest, hydrated] = ['blocking', 'longest', 'hydrated'].map((key) =>
        Math.round(median(results[index][key])),
      );
      console.log(
        `  ${build.name}: blocking after paint ${blocking} ms, longest task ${longest} ms, paint → hydrated ${hydrated} ms`,
      );
    });
  }
} finally {
  await browser.close();
  for (const build of builds) build.stop();
}
