#!/usr/bin/env node
// Where a page's main-thread time goes while it loads (for blocking-time work): loads PAGE (default
// `/`) on the production build, traces it with a JavaScript profile, and prints every main-thread task longer
// than MIN_MS (default 8) with what it was made of (script, style, layout, paint…) and the functions that
// took its time. Lighthouse multiplies these durations by four on its phone profile: a task over 12.5 ms here
// blocks there. Build with `--minify false` (vite) to read function names.
// Usage: node packages/web/scripts/browserProfiles/trace-page-tasks.mjs '/search?k=机器学习'   (after `pnpm build`)
//        CPU_SLOWDOWN=4 MIN_MS=50 node …   (the CPU slowed as Lighthouse's phone; durations are then as measured,
//        and tasks after the first contentful paint are marked "after paint")
//        JOURNEY=account CPU_SLOWDOWN=4 node …   (a journey of firstSecondsJourneys.mjs, the first whose name holds
//        the text: its page, its input given at first paint as measure-first-seconds.mjs gives it; tasks before
//        the page marked itself hydrated are marked "before hydrated", and their sum is printed)
import { launchChromium, startSite } from '../lighthouseRun.mjs';
import { portFor } from '../freePort.mjs';
import { hydratedReport } from './pageTrace.mjs';
import { journeys } from '../firstSecondsJourneys.mjs';

const journey = process.env.JOURNEY ? journeys.find(({ name }) => name.includes(process.env.JOURNEY)) : undefined;
if (process.env.JOURNEY && !journey) throw new Error(`no journey's name holds ${process.env.JOURNEY}`);
const page = journey?.path ?? process.argv[2] ?? '/';
const MIN_MS = Number(process.env.MIN_MS ?? 8);
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 1);
// Unthrottled durations are scaled to a phone's (Lighthouse's 4×); throttled ones are read as they are.
const toPhone = CPU_SLOWDOWN > 1 ? 1 : 4;
const kinds = ['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'RunMicrotasks', 'TimerFire', 'ParseHTML'];
const rendering = ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Commit', 'MinorGC', 'MajorGC'];

const { origin, stop } = await startSite(await portFor('the site', process.env.PORT));
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const tab = await context.newPage();
  // Told by the page itself: a locator's queries would run, and show here, on the main thread being traced.
  const { hydrated } = await hydratedReport(tab);
  await browser.startTracing(tab, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'loading',
      'blink.user_timing',
    ],
  });
  const cdp = await context.newCDPSession(tab);
  if (CPU_SLOWDOWN > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await tab.goto(new URL(page, origin).href, { waitUntil: journey ? 'commit' : 'load' });
  // The input's effect may take the visitor to another page: its tasks are not the landed page's.
  if (journey) await journey.act(tab);
  await hydrated;
  await tab.waitForTimeout(3000);
  const { profile } = await cdp.send('Profiler.stop');
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;

  // The page's main thread: where its HTML was parsed.
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(origin));
  const onMain = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
  const start = onMain.filter((e) => e.name === 'ParseHTML').reduce((min, e) => Math.min(min, e.ts), Infinity);
  const firstPaint = events.find((e) => e.name === 'firstContentfulPaint' && e.ts >= start)?.ts ?? Infinity;
  const hydratedAt = events.find((e) => e.name === 'page-hydrated')?.ts ?? Infinity;
  console.log(`first contentful paint: +${Math.round((firstPaint - start) / 1000)} ms (CPU ${CPU_SLOWDOWN}×)`);
  console.log(`hydrated: +${Math.round((hydratedAt - start) / 1000)} ms`);

  // Profile samples on the trace's clock, each with its stack.
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((c) => [c, n.id])));
  const samples = [];
  let time = profile.startTime;
  profile.samples.forEach((id, i) => samples.push([(time += profile.timeDeltas[i]), id]));
  const label = ({ callFrame: f }) =>
    `${f.functionName || '(anonymous)'} ${f.url.replace(origin, '').replace('/assets/', '')}:${f.lineNumber + 1}`;
  const functionsDuring = (from, to) => {
    const total = new Map();
    for (const [at, id] of samples) {
      if (at < from || at > to) continue;
      const seen = new Set();
      for (let node = id; node; node = parents.get(node)) {
        const name = label(nodes.get(node));
        if (name.startsWith('(') || seen.has(name)) continue;
        seen.add(name);
        total.set(name, (total.get(name) ?? 0) + 0.1);
      }
    }
    return [...total].sort((a, b) => b[1] - a[1]).slice(0, 6);
  };

  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts >= start - 1000 && e.dur >= MIN_MS * 1000);
  let blocking = 0;
  let beforeHydrated = 0;
  for (const task of tasks) {
    const inside = onMain.filter((e) => e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
    const sum = (names) =>
      Object.fromEntries(
        names
          .map((name) => [name, inside.filter((e) => e.name === name).reduce((ms, e) => ms + e.dur / 1000, 0)])
          .filter(([, ms]) => ms >= 0.5)
          .map(([name, ms]) => [name, Math.round(ms * 10) / 10]),
      );
    const ms = task.dur / 1000;
    blocking += Math.max(0, ms * toPhone - 50);
    const whileHydrating = task.ts >= firstPaint && task.ts < hydratedAt;
    if (whileHydrating) beforeHydrated += ms;
    const when = [
      task.ts >= firstPaint ? 'after paint' : 'before paint',
      ...(whileHydrating ? ['before hydrated'] : []),
    ];
    console.log(
      `+${Math.round((task.ts - start) / 1000)} ms  ${ms.toFixed(1)} ms  ${when.join(', ')}  ${JSON.stringify({ ...sum(kinds), ...sum(rendering) })}`,
    );
    for (const [name, sampled] of functionsDuring(task.ts, task.ts + task.dur))
      console.log(`      ${sampled.toFixed(1).padStart(5)} ms  ${name}`);
  }
  console.log(`blocking at 4× CPU (all tasks above, before and after first paint): ~${Math.round(blocking)} ms`);
  console.log(`tasks above from first paint until hydrated: ${Math.round(beforeHydrated)} ms`);
} finally {
  await browser.close();
  stop();
}
