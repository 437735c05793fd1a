#!/usr/bin/env node
// The first seconds of a visit, on the production build served by the real Node server: with the CPU
// slowed 4× (as Lighthouse does for a phone) and a phone's viewport, each journey of firstSecondsJourneys.mjs
// clicks and types the moment its page paints, then checks the effect happened. Every journey runs RUNS times
// with the page as served and RUNS times with the early-input recorder cut out of the HTML (the reference, same
// run). Prints per journey the median first contentful paint, hydration (html[data-hydrated]) and first input,
// whether the input landed before hydration, lost clicks (no effect) and lost keystrokes, then the totals.
// A journey whose input takes the visitor away before the page hydrates (the home page's search form, sent by
// the browser itself) has no hydration time: null.
// Usage: node packages/web/scripts/measure-first-seconds.mjs   (needs `pnpm --filter @wenxian/web build` first)
//        RUNS=3 ONLY=search node …   (RUNS per journey and arm, ONLY: journeys whose name contains the text, or
//        one of the texts it separates with |: ONLY='home|search: 引用|chat')
//        REFERENCE_DIST=/path/to/another/dist node …   (a third arm: that build, e.g. main's, served on REFERENCE_PORT,
//        visited in turn with the others: the same-run reference for hydration times)
//        NETWORK=slow4g node …   (every visit also on Lighthouse's phone network: 150 ms round trips, 1.6 Mbit/s
//        down, 750 kbit/s up)
// The references of first paint → hydrated, in the same run, each visited RUNS times per journey in turn with the
// arms, with no input: the floor, the bare app of the same runtime libraries (bench/bare-app, brotli, served on
// BARE_PORT; `bareApp` in the output), and the like-for-like reference, each journey's page as the site's server
// wrote it rendered and hydrated by those libraries alone (bench/pageReplica.mjs, served on REPLICA_PORT; a
// `page replica` row per journey, `pageReplica` in the totals). The site's page is visited the same way too, with
// no input (`site, no input`, `siteNoInput`; with REFERENCE_DIST the reference build's too): the references get
// none, and the automation's work on the page (a control found by its role, waited for to hold still, typed into)
// runs on the main thread it measures. So the page replicas are visited a second time with the journey's input too
// (`page replica, same input`, `pageReplicaWithInput`): the same controls found and typed into the same way on the
// same markup, with no site code to answer them, and a navigation the input would start (a form the browser sends
// itself) refused, so that the page stays to be timed. `ratios` sets each of the site's figures beside each reference.
// Given inputs, the site and the replicas print when the first input reached the page after its first paint
// (`paintToFirstInputMs`: a page whose main thread is held by long tasks takes it later) and the slowest answer to an
// input made before the page hydrated (`slowestInputAnswerMs`: from the input to the frame that showed it, Event
// Timing's duration as INP counts it; 0 when all were answered within its 16 ms floor).
// Ports: PORT, REFERENCE_PORT, BARE_PORT and REPLICA_PORT when set, else ports the system has free (freePort.mjs); each is
// printed. The servers end with the script, however it ends (lighthouseRun.mjs); each is waited for up to the
// hang guard. The machine's load average is printed per row and at the end.
import { loadavg } from 'node:os';
import { launchChromium, median, SLOW_4G, startReferenceBuild, startSite } from './lighthouseRun.mjs';
import { startBareApp } from '../bench/referenceApps.mjs';
import { capturePages, startPageReplica } from '../bench/pageReplica.mjs';
import { firstSecondsReports, journeys, lostKeys, withoutRecorder } from './firstSecondsJourneys.mjs';
import { portFor } from './freePort.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const CPU_SLOWDOWN = 4;
// Generous: on a busy machine a page slowed 4× may take seconds to hydrate.
const EFFECT_TIMEOUT_MS = 20_000;
// Loading a page and acting on it wait up to the journeys' hang guard (e2e/harness/hangGuard.ts), not
// Playwright's 30 s: at load 15 a page slowed 4× took longer than that to commit.
const HANG_GUARD_MS = 300_000;
const only = (process.env.ONLY ?? '').split('|');
const chosen = journeys.filter((journey) => only.some((text) => journey.name.includes(text)));
const network = process.env.NETWORK === 'slow4g' ? SLOW_4G : undefined;

const { origin, stop } = await startSite(await portFor('the site', process.env.PORT));
const reference = await startReferenceBuild();
const bareApp = await startBareApp(await portFor('the bare app', process.env.BARE_PORT));
const browser = await launchChromium();
const pageReplica = await startPageReplica(
  await portFor('the page replica', process.env.REPLICA_PORT),
  await capturePages(browser, origin, [...new Set(chosen.map((journey) => journey.path))]),
  origin,
);

/** The arms of every journey, visited in turn run after run so that the machine's load falls on all alike. */
const arms = [
  { arm: 'site', recorder: true, origin },
  { arm: 'site without recorder', recorder: false, origin },
  ...(reference ? [{ arm: 'reference build', recorder: true, origin: reference.origin }] : []),
];

/** The builds visited with no input, as the references are (see the head of this file). */
const untouchedArms = [
  { arm: 'site, no input', origin },
  ...(reference ? [{ arm: 'reference build, no input', origin: reference.origin }] : []),
];

/** A fresh phone-sized page with the CPU slowed (and the network, with NETWORK), reporting its first seconds. */
async function phonePage() {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, locale: 'zh-CN' });
  context.setDefaultTimeout(HANG_GUARD_MS);
  context.setDefaultNavigationTimeout(HANG_GUARD_MS);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
  }
  return { context, page };
}

/**
 * First paint → hydrated at `url`: with no input, the references (the bare app, a page replica) and the builds as they
 * are; with a journey's `act`, its page replica given the same input, the automation's own work on the main thread
 * with nothing of the site's to answer it. There a navigation away (a form the browser sends) is refused, and a
 * control the replica lacks ends the input, not the visit.
 */
async function visitReference(url, act) {
  const { context, page } = await phonePage();
  try {
    const { reported, answered } = await firstSecondsReports(page, EFFECT_TIMEOUT_MS);
    await page.goto(url, { waitUntil: 'commit' });
    if (act) {
      await page.route('**/*', (route) =>
        route.request().isNavigationRequest() && route.request().frame() === page.mainFrame()
          ? route.abort()
          : route.continue(),
      );
      await act(page).catch(() => undefined);
    }
    const times = await Promise.race([reported, page.waitForTimeout(EFFECT_TIMEOUT_MS).then(() => ({}))]);
    return { ...times, ...(act && times.hydrated ? await answered() : {}) };
  } finally {
    await context.close();
  }
}

/** One visit: a fresh phone page, the journey's input at first paint, its effect. */
async function visit(journey, { recorder, origin }) {
  const { context, page } = await phonePage();
  try {
    // The page the journey starts on reports its timings; a page it goes on to (login, results) does not count.
    const { reported: hydrated, answered } = await firstSecondsReports(page, EFFECT_TIMEOUT_MS);
    // Both arms take the document through the same interception, so only the recorder differs.
    await page.route(
      (url) => url.origin === origin,
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.continue();
        const response = await route.fetch();
        const html = await response.text();
        return route.fulfill({ response, body: recorder ? html : withoutRecorder(html) });
      },
    );
    await page.goto(origin + journey.path, { waitUntil: 'commit' });
    await journey.act(page);
    // The effect is looked for once a page has hydrated (or the wait has run out): each look is a query of the
    // whole page (a dialog by its role, a text), and made every 50 ms during hydration it would take the main
    // thread from the very hydration measured. An input still lost is found: the look then waits its full time.
    const times = await Promise.race([hydrated, page.waitForTimeout(EFFECT_TIMEOUT_MS).then(() => ({}))]);
    const inputs = times.hydrated ? await answered() : undefined;
    const happened = await journey.effect(page, EFFECT_TIMEOUT_MS);
    const arrived = journey.typed ? await journey.arrived(page) : '';
    return {
      ...times,
      ...inputs,
      lostClicks: happened ? 0 : 1,
      lostKeys: journey.typed ? lostKeys(journey.typed, arrived) : 0,
    };
  } finally {
    await context.close();
  }
}

const round = (value) => (value === undefined || Number.isNaN(value) ? null : Math.round(value));
const medianOf = (values) => {
  const known = values.filter((value) => Number.isFinite(value));
  return known.length ? round(median(known)) : null;
};

/** A journey's visits given its input: when the first input reached the page, the slowest answer, inputs before hydration. */
const inputFigures = (runs) => ({
  paintToFirstInputMs: medianOf(runs.map((r) => (r.firstInput ?? NaN) - (r.paint ?? NaN))),
  slowestInputAnswerMs: medianOf(runs.map((r) => r.slowestInputAnswer)),
  inputsBeforeHydration: runs.filter((r) => r.input !== undefined && !(r.hydrated < r.input)).length,
});
/** The same over journeys: the medians of the rows' medians. */
const inputMedians = (rows) => ({
  paintToFirstInputMs: medianOf(rows.map((row) => row.paintToFirstInputMs)),
  slowestInputAnswerMs: medianOf(rows.map((row) => row.slowestInputAnswerMs)),
});

const loadAtStart = Number(loadavg()[0].toFixed(1));
const report = [];
const bareRuns = [];
try {
  for (const journey of chosen) {
    const runsOf = arms.map(() => []);
    const replicaRuns = [];
    const replicaInputRuns = [];
    const untouchedRuns = untouchedArms.map(() => []);
    for (let i = 0; i < RUNS; i += 1) {
      for (const [index, arm] of arms.entries()) runsOf[index].push(await visit(journey, arm));
      for (const [index, arm] of untouchedArms.entries())
        untouchedRuns[index].push(await visitReference(arm.origin + journey.path));
      replicaRuns.push(await visitReference(pageReplica.origin + journey.path));
      replicaInputRuns.push(await visitReference(pageReplica.origin + journey.path, journey.act));
      bareRuns.push(await visitReference(bareApp.origin));
    }
    const referenceRow = (arm, runs) => ({
      journey: journey.name,
      arm,
      paintToHydratedMs: medianOf(runs.map((r) => r.hydrated - r.paint)),
      ...(runs.some((r) => r.slowestInputAnswer !== undefined) ? inputFigures(runs) : {}),
      runs: RUNS,
    });
    const untouchedRows = untouchedArms.map(({ arm }, index) => referenceRow(arm, untouchedRuns[index]));
    const replicaRow = referenceRow('page replica', replicaRuns);
    const replicaInputRow = referenceRow('page replica, same input', replicaInputRuns);
    for (const [index, { arm, recorder }] of arms.entries()) {
      const runs = runsOf[index];
      const row = {
        journey: journey.name,
        arm,
        recorder,
        firstPaintMs: medianOf(runs.map((r) => r.paint)),
        hydratedMs: medianOf(runs.map((r) => r.hydrated)),
        paintToHydratedMs: medianOf(runs.map((r) => (r.hydrated ?? NaN) - (r.paint ?? NaN))),
        firstInputMs: medianOf(runs.map((r) => r.input)),
        ...inputFigures(runs),
        runs: runs.length,
        lostClicks: runs.reduce((sum, r) => sum + r.lostClicks, 0),
        lostKeys: runs.reduce((sum, r) => sum + r.lostKeys, 0),
        loadAverage: Number(loadavg()[0].toFixed(1)),
      };
      report.push(row);
      console.error(JSON.stringify(row));
    }
    for (const row of [...untouchedRows, replicaRow, replicaInputRow]) {
      report.push(row);
      console.error(JSON.stringify(row));
    }
  }
} finally {
  await browser.close();
  stop();
  reference?.stop();
  bareApp.stop();
  pageReplica.stop();
}

const total = (arm) => {
  const rows = report.filter((row) => row.arm === arm);
  return {
    visits: rows.reduce((sum, row) => sum + row.runs, 0),
    inputsBeforeHydration: rows.reduce((sum, row) => sum + row.inputsBeforeHydration, 0),
    lostClicks: rows.reduce((sum, row) => sum + row.lostClicks, 0),
    lostKeys: rows.reduce((sum, row) => sum + row.lostKeys, 0),
    paintToHydratedMs: medianOf(rows.map((row) => row.paintToHydratedMs)),
    ...inputMedians(rows),
  };
};
const bareAppFigures = {
  visits: bareRuns.length,
  paintToHydratedMs: medianOf(bareRuns.map((r) => r.hydrated - r.paint)),
};
// Beside the site's median, the page replica's and the pages visited with no input (the site's, the reference
// build's) over the same journeys (a journey that leaves its page before it hydrates, the home page's search, has no
// site figure).
const measuredJourneys = new Set(
  report.filter((r) => r.arm === 'site' && r.paintToHydratedMs !== null).map((r) => r.journey),
);
const overMeasuredJourneys = (arm) => {
  const rows = report.filter((row) => row.arm === arm && measuredJourneys.has(row.journey));
  return {
    visits: rows.reduce((sum, row) => sum + row.runs, 0),
    paintToHydratedMs: medianOf(rows.map((row) => row.paintToHydratedMs)),
    ...(rows.some((row) => row.slowestInputAnswerMs !== undefined) ? inputMedians(rows) : {}),
  };
};
const pageReplicaFigures = overMeasuredJourneys('page replica');
const pageReplicaInputFigures = overMeasuredJourneys('page replica, same input');
const untouchedFigures = overMeasuredJourneys('site, no input');
const ratio = (site, reference) => (site && reference ? Number((site / reference).toFixed(2)) : null);
const siteFigures = total('site');
console.log(
  JSON.stringify(
    {
      cpuSlowdown: CPU_SLOWDOWN,
      network: network ? 'slow4g' : 'unthrottled',
      withRecorder: siteFigures,
      withoutRecorder: total('site without recorder'),
      ...(reference ? { referenceBuild: total('reference build') } : {}),
      siteNoInput: untouchedFigures,
      ...(reference ? { referenceBuildNoInput: overMeasuredJourneys('reference build, no input') } : {}),
      bareApp: bareAppFigures,
      pageReplica: pageReplicaFigures,
      pageReplicaWithInput: pageReplicaInputFigures,
      ratios: {
        siteToBareApp: ratio(siteFigures.paintToHydratedMs, bareAppFigures.paintToHydratedMs),
        siteToPageReplica: ratio(siteFigures.paintToHydratedMs, pageReplicaFigures.paintToHydratedMs),
        siteToPageReplicaWithInput: ratio(siteFigures.paintToHydratedMs, pageReplicaInputFigures.paintToHydratedMs),
        pageReplicaWithInputToBareApp: ratio(
          pageReplicaInputFigures.paintToHydratedMs,
          bareAppFigures.paintToHydratedMs,
        ),
        siteNoInputToBareApp: ratio(untouchedFigures.paintToHydratedMs, bareAppFigures.paintToHydratedMs),
        siteNoInputToPageReplica: ratio(untouchedFigures.paintToHydratedMs, pageReplicaFigures.paintToHydratedMs),
      },
      loadAverage: { atStart: loadAtStart, atEnd: Number(loadavg()[0].toFixed(1)) },
    },
    null,
    2,
  ),
);
process.exitCode = siteFigures.lostClicks + siteFigures.lostKeys === 0 ? 0 : 1;
