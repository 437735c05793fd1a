#!/usr/bin/env node
// Search speed, on the production build served by the real Node server with its simulated
// backend: the time from pressing Enter to the new results painted, for RUNS searches typed into /search's box
// and RUNS searches typed on the home page (a fresh visit to / each time, so the results page's code comes with
// the visit's own intent). Each search is a new text: nothing comes from a cache.
//
// "Painted": the results region shows other rows than before (or 暂无数据) and is not busy; then one animation
// frame runs (the frame that renders the change) and a message posted from it arrives, which is after that
// frame's style, layout and paint. A new page of rows on the same results page paints its first screenful first
// and the rest a frame later (ui `useRowsShown`): "painted" is the first screenful, what the visitor sees; the
// list's own region stays busy until every row is in, and that moment is printed too (typedOnSearchEveryRow).
//
// References, measured in the same run between the timed searches:
// - roundTrip: the bare round trip of the same search call from the page: the request the page sent for that
//   search (same body and headers), sent again with fetch and its JSON read; no call layer, no React.
// - cachedRender (on /search): back to the previous search, whose answer is in the page's cache: the same
//   navigation and render without the network.
// and, for each timed search, where its time went (the search call as the browser saw it): requestOut (the
// keypress to the call leaving: the page, router and call layer with its signing), serverWait (request sent to
// the first byte of the answer: the server and the simulated backend), answerIn (the keypress to the answer in).
//
// Prints medians and spread as JSON (targets: typed on /search ≤ 60 ms, home submit ≤ 150 ms); exits 1 when a
// median misses its target.
// Usage: node packages/web/scripts/measure-search-paint.mjs   (env RUNS, PORT; after `pnpm build`)
//        REFERENCE_DIST=/path/to/another/dist node …   (that build too, e.g. main's, served on REFERENCE_PORT, its page
//        searched in turn with the site's: `referenceBuild` in the output, the same-run reference of every figure)
import { loadavg } from 'node:os';
import { launchChromium, sampleTopics, spread, startReferenceBuild, startSite } from './lighthouseRun.mjs';
import { portFor } from './freePort.mjs';

const RUNS = Number(process.env.RUNS ?? 10);
const WARMUP = 2;
const TARGET_MS = { typedOnSearch: 60, homeSubmit: 150 };
const PORT = await portFor('the site', process.env.PORT);
const texts = sampleTopics;
if (2 * (RUNS + WARMUP) > texts.length) throw new Error(`RUNS may be at most ${texts.length / 2 - WARMUP}`);

/** Headers fetch may not set itself (the browser adds them, cookies included). */
const BROWSER_HEADERS = /^(cookie|host|content-length|connection|user-agent|referer|origin|accept-encoding|sec-.*)$/i;

/**
 * Arms the page to time the next change of results: resolves `window.__painted` to the milliseconds from
 * `window.__sentAt` (set by the caller's start) to the new results painted (their first screenful), and
 * `window.__allPainted` to the milliseconds to every row painted (the list no longer busy).
 */
async function armPaintTimer(page) {
  await page.evaluate(() => {
    const w = window;
    // Looked up each time: a navigation may render the page's sections afresh.
    const region = () => document.querySelector('section[aria-busy]');
    // The new search's rows differ from the old ones (other records, other highlights); a row that both
    // searches find may be kept by React, so the list as a whole is compared, not single rows.
    const rows = () => [...(region()?.querySelectorAll('article') ?? [])].map((row) => row.innerHTML).join('\n');
    const before = rows();
    const regionBefore = region();
    w.__sentAt = undefined;
    // A search that finds nothing paints 暂无数据 instead of rows (coming from the home page, the region is new).
    const isNewPage = () =>
      region()?.getAttribute('aria-busy') === 'false' &&
      (rows() !== before || region() !== regionBefore) &&
      (rows() !== '' || region()?.textContent?.includes('暂无数据'));
    // The result list is busy until its rows past the first screenful are in.
    const isWhole = () => document.querySelector('section[aria-busy="true"]') === null;
    /** Resolves once `isDone` holds after a change and the frame rendering it has painted. */
    const paintOf = (isDone) =>
      new Promise((resolve, reject) => {
        setTimeout(() => reject(new Error('no new results painted within 20 s')), 20_000);
        const observer = new MutationObserver(() => {
          if (w.__sentAt === undefined || !isDone()) return;
          observer.disconnect();
          // The frame that renders the change runs this callback before its style, layout and paint; a message
          // posted here is delivered after them.
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve(performance.now() - w.__sentAt);
            channel.port2.postMessage(null);
          });
        });
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      });
    w.__painted = paintOf(isNewPage);
    w.__allPainted = paintOf(() => isNewPage() && isWhole());
  });
}

/** Presses Enter (timed from its keydown) and resolves to the milliseconds to the new results painted. */
async function timeSearch(page, input, text) {
  await armPaintTimer(page);
  await page.evaluate(() => {
    performance.clearResourceTimings();
    document.addEventListener('keydown', (e) => void (window.__sentAt = e.timeStamp), { capture: true, once: true });
  });
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/search'));
  await input.press('Enter');
  const ms = await page.evaluate(() => window.__painted);
  const allRowsMs = await page.evaluate(() => window.__allPainted);
  const request = await sent;
  // Where the time went: the search call as the browser saw it, from the keypress.
  const call = await page.evaluate(() => {
    const entry = performance
      .getEntriesByType('resource')
      .find((e) => new URL(e.name).pathname.endsWith('/search') && e.startTime >= window.__sentAt);
    return (
      entry && {
        requestOut: entry.startTime - window.__sentAt,
        serverWait: entry.responseStart - entry.requestStart,
        answerIn: entry.responseEnd - window.__sentAt,
      }
    );
  });
  if (process.env.VERBOSE) console.error(text, Math.round(ms), JSON.stringify(call));
  await page.waitForURL((url) => url.searchParams.get('k') === text, { waitUntil: 'commit' });
  return { ms, allRowsMs, call, request };
}

/**
 * The bare round trip of a request the page sent: sent again from the page with fetch, its JSON read, once the
 * page's calls of that search (the facets and type counts, asked after the results) are answered.
 */
async function roundTrip(page, request) {
  await page.waitForFunction(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.endsWith('/searchAggs') && e.startTime >= window.__sentAt).length >= 2,
  );
  const headers = Object.fromEntries(
    Object.entries(await request.allHeaders()).filter(([name]) => !BROWSER_HEADERS.test(name) && !name.startsWith(':')),
  );
  return page.evaluate(
    async ({ url, headers, body }) => {
      const started = performance.now();
      const response = await fetch(url, { method: 'POST', headers, body, credentials: 'include' });
      const answer = await response.json();
      // The reference counts only if the server answered the search again (200 with its list).
      if (answer.code !== 200 || !Array.isArray(answer.data?.list)) throw new Error(`replay answered ${answer.code}`);
      return performance.now() - started;
    },
    { url: request.url(), headers, body: request.postData() },
  );
}

/** Back to the previous search (its answer cached) and the milliseconds from history.back() to painted. */
async function timeCachedBack(page, previousText) {
  await armPaintTimer(page);
  await page.evaluate(() => {
    window.__sentAt = performance.now();
    history.back();
  });
  const ms = await page.evaluate(() => window.__painted);
  await page.evaluate(() => window.__allPainted);
  await page.waitForURL((url) => url.searchParams.get('k') === previousText, { waitUntil: 'commit' });
  return ms;
}

/** One build's page on /search, ready for typed searches. */
async function openArm(origin) {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })).newPage();
  await page.goto(`${origin}/search?k=${encodeURIComponent('研究')}`);
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByRole('region', { name: '检索结果' }).getByRole('article').first().waitFor();
  return {
    origin,
    page,
    input: page.getByRole('textbox', { name: '检索词' }),
    typed: { paint: [], allRows: [], roundTrip: [], cachedRender: [], calls: [] },
    home: { paint: [], roundTrip: [], calls: [] },
  };
}

/** A search typed into /search's box, then back to the search the page showed before (`shown`). */
async function typedSearch({ page, input, typed }, text, counted) {
  await input.fill(text);
  const { ms, allRowsMs, call, request } = await timeSearch(page, input, text);
  const trip = await roundTrip(page, request);
  const cached = await timeCachedBack(page, shown);
  if (!counted) return;
  typed.paint.push(ms);
  typed.allRows.push(allRowsMs);
  typed.roundTrip.push(trip);
  typed.cachedRender.push(cached);
  if (call) typed.calls.push(call);
}

/** A fresh visit to the home page and a search typed there. */
async function homeSearch({ origin, page, input, home }, text, counted) {
  await page.goto(origin + '/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await input.focus();
  await input.pressSequentially(text);
  const { ms, call, request } = await timeSearch(page, input, text);
  const trip = await roundTrip(page, request);
  if (!counted) return;
  home.paint.push(ms);
  home.roundTrip.push(trip);
  if (call) home.calls.push(call);
}

const phases = (calls) =>
  Object.fromEntries(['requestOut', 'serverWait', 'answerIn'].map((key) => [key, spread(calls.map((c) => c[key]))]));

/** An arm's figures: medians and spread, every time measured, the references and where the call's time went. */
function figuresOf({ typed, home }) {
  return {
    submitToPaintMs: {
      typedOnSearch: { ...spread(typed.paint), all: typed.paint.map(Math.round) },
      typedOnSearchEveryRow: { ...spread(typed.allRows), all: typed.allRows.map(Math.round) },
      homeSubmit: { ...spread(home.paint), all: home.paint.map(Math.round) },
    },
    referencesMs: {
      typedOnSearch: { roundTrip: spread(typed.roundTrip), cachedRender: spread(typed.cachedRender) },
      homeSubmit: { roundTrip: spread(home.roundTrip) },
    },
    searchCallMs: { typedOnSearch: phases(typed.calls), homeSubmit: phases(home.calls) },
  };
}

// The search each page shows before a timed one; back from the timed search shows it again.
const shown = '研究';
const { origin: site, stop } = await startSite(PORT);
const reference = await startReferenceBuild();
const browser = await launchChromium();
try {
  const arms = [await openArm(site), ...(reference ? [await openArm(reference.origin)] : [])];
  // Search by search, the arms in turn, so that the machine's load falls on both alike.
  for (const [index, text] of texts.slice(0, RUNS + WARMUP).entries())
    for (const arm of arms) await typedSearch(arm, text, index >= WARMUP);
  for (const [index, text] of texts.slice(RUNS + WARMUP, 2 * (RUNS + WARMUP)).entries())
    for (const arm of arms) await homeSearch(arm, text, index >= WARMUP);
  const [measured, referenceArm] = arms.map(figuresOf);
  console.log(
    JSON.stringify(
      {
        runs: RUNS,
        ...measured,
        ...(referenceArm && { referenceBuild: referenceArm }),
        targetMs: TARGET_MS,
        loadAverage: loadavg()[0],
      },
      null,
      2,
    ),
  );
  const missed = Object.keys(TARGET_MS).filter((key) => measured.submitToPaintMs[key].median > TARGET_MS[key]);
  process.exitCode = missed.length === 0 ? 0 : 1;
} finally {
  await browser.close();
  stop();
  reference?.stop();
}
