#!/usr/bin/env node
// Where a page's JavaScript goes from the first byte to hydrated, at 4× CPU on a phone's viewport: the page is
// loaded RUNS times under V8's sampling profiler until React marks it hydrated (html[data-hydrated]), and the
// medians are printed of
//   - the JavaScript time of each file (self time), and in all, beside the bare app of the same libraries
//     (bench/bare-app) loaded the same way in the same run: the floor;
//   - each module file's evaluation (its top level, with everything it calls);
//   - each component's renders (inclusive: its hooks and what they call, not its children), the top TOP.
// Names are read from an unminified build (`vite build --minify false`); a minified one prints its short names.
// The profiler slows the page down: read the shares and the ratio to the bare app, not the absolute times.
// Usage: node packages/web/scripts/browserProfiles/profile-start.mjs ['/search?k=机器学习']   (after `pnpm build`)
//        RUNS=5 TOP=30 PORT=… BARE_PORT=… node …
import { launchChromium, median, startSite } from '../lighthouseRun.mjs';
import { startBareApp } from '../../bench/referenceApps.mjs';
import { portFor } from '../freePort.mjs';

const path = process.argv[2] ?? '/';
const RUNS = Number(process.env.RUNS ?? 5);
const TOP = Number(process.env.TOP ?? 25);
const CPU_SLOWDOWN = 4;
const notScript = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

/** One load's profile, summed three ways (milliseconds). */
async function profileLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 120_000 });
  const { profile } = await cdp.send('Profiler.stop');
  await context.close();

  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const inclusive = (id) =>
    (self.get(id) ?? 0) + (nodes.get(id).children ?? []).reduce((sum, child) => sum + inclusive(child), 0);
  const file = (frame) =>
    frame.url
      .split('/')
      .pop()
      .replace(/-[\w-]{8}\.js$/, '') || '(browser)';
  const add = (sums, key, ms) => sums.set(key, (sums.get(key) ?? 0) + ms);
  const byFile = new Map();
  const modules = new Map();
  const components = new Map();
  for (const node of profile.nodes) {
    const frame = node.callFrame;
    if (!notScript.has(frame.functionName)) add(byFile, file(frame), self.get(node.id) ?? 0);
    // A module's top level: the unnamed function at the start of a script the page loaded.
    if (!frame.functionName && frame.lineNumber === 0 && frame.url.includes('/assets/'))
      add(modules, file(frame), inclusive(node.id));
    // React calls each function component from renderWithHooks: the callee is the component.
    if (frame.functionName === 'renderWithHooks')
      for (const child of node.children ?? []) {
        const callee = nodes.get(child).callFrame;
        add(components, `${callee.functionName || '(anonymous)'} (${file(callee)})`, inclusive(child));
      }
  }
  return { byFile, modules, components, total: [...byFile.values()].reduce((a, b) => a + b, 0) };
}

/** The median over the runs of each key's sum (0 in a run without it), largest first. */
function medians(runs, pick) {
  const keys = new Set(runs.flatMap((run) => [...pick(run).keys()]));
  return [...keys].map((key) => [key, median(runs.map((run) => pick(run).get(key) ?? 0))]).sort((a, b) => b[1] - a[1]);
}

const site = await startSite(await portFor('the site', process.env.PORT));
const bare = await startBareApp(await portFor('the bare app', process.env.BARE_PORT));
const browser = await launchChromium();
try {
  const siteRuns = [];
  const bareRuns = [];
  // Alternated, so that the machine's load falls on both alike.
  for (let run = 0; run < RUNS; run += 1) {
    siteRuns.push(await profileLoad(browser, new URL(path, site.origin).href));
    bareRuns.push(await profileLoad(browser, `${bare.origin}/`));
  }
  const ms = (value) => `${value.toFixed(1).padStart(7)} ms`;
  const siteTotal = median(siteRuns.map((run) => run.total));
  const bareTotal = median(bareRuns.map((run) => run.total));
  console.log(`JavaScript until hydrated, ${path} at ${CPU_SLOWDOWN}× CPU, median of ${RUNS} (profiler on):`);
  console.log(`${ms(siteTotal)}  the site   (${(siteTotal / bareTotal).toFixed(2)} × the bare app)`);
  console.log(`${ms(bareTotal)}  the bare app of the same libraries`);
  console.log('\nby file (self time):');
  for (const [key, value] of medians(siteRuns, (run) => run.byFile).slice(0, TOP)) console.log(`${ms(value)}  ${key}`);
  console.log('\nmodule evaluation (top level, inclusive):');
  for (const [key, value] of medians(siteRuns, (run) => run.modules).slice(0, TOP)) console.log(`${ms(value)}  ${key}`);
  console.log('\ncomponent renders (inclusive of hooks, not of children):');
  for (const [key, value] of medians(siteRuns, (run) => run.components).slice(0, TOP))
    console.log(`${ms(value)}  ${key}`);
} finally {
  await browser.close();
  site.stop();
  bare.stop();
}
