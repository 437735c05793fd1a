import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { useBrowser } from '../harness/browser';
import { HANG_GUARD_MS } from '../harness/hangGuard';
import { readAtHydration } from '../harness/readAtHydration';
import { journeys, lostKeys, startQuery, typedQuery, withoutRecorder } from '../../scripts/firstSecondsJourneys.mjs';

const site = useBrowser();

/**
 * Opens `path` with every script held back: the page paints from the server's HTML and takes the visitor's
 * input before React can hydrate it, whatever the machine's speed. `release()` lets the scripts load.
 */
async function openHeld(path: string, { recorder }: { recorder: boolean }) {
  const page = await site.newPage({ hydrated: false });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  if (!recorder) {
    // The reference: the same page without its early-input recorder.
    await page.route(
      (url) => url.pathname === new URL(site.baseUrl() + path).pathname,
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.continue();
        const response = await route.fetch();
        return route.fulfill({ response, body: withoutRecorder(await response.text()) });
      },
    );
  }
  await page.goto(site.baseUrl() + path, { waitUntil: 'domcontentloaded' });
  return { page, release };
}

/** The page's requests that have started and not ended, counted from before the input is made. */
function requestsInFlight(page: Page) {
  const inFlight = new Set<unknown>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return inFlight;
}

/**
 * The state after which a click replayed at hydration has taken effect: the replay's task has run (it is queued
 * when the page is marked hydrated, so a task queued after the mark runs after it), then nothing is in flight
 * (a navigation's area chunk, its calls, its page module) and nothing is busy, twice in a row a task apart.
 */
async function replayedInputSettled(page: Page, requests: Set<unknown>) {
  const nextTask = () => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await nextTask();
  const idle = async () =>
    requests.size === 0 && (await page.evaluate(() => !document.querySelector('[aria-busy="true"]')));
  let idleTwice = false;
  while (!idleTwice) {
    const first = await idle();
    await nextTask();
    idleTwice = first && (await idle());
    // Polled: the page's state is read again after a moment (not a verdict).
    if (!idleTwice) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

describe('the first seconds of a visit', () => {
  it.each(journeys.map((journey) => [journey.name, journey] as const))(
    'input made before hydration takes effect after it: %s',
    async (_name, journey) => {
      const { page, release } = await openHeld(journey.path, { recorder: true });
      // Asked before the input, not after: a native form (the home page's search box) navigates on submit, and a
      // page being replaced has no document to ask. The scripts stay held until release(), so nothing hydrates
      // while the input is made.
      expect(await isHydrated(page)).toBe(false);
      await journey.act(page);
      release();
      expect(await journey.effect(page, HANG_GUARD_MS)).toBe(true);
      if (journey.typed && journey.arrived) expect(lostKeys(journey.typed, await journey.arrived(page))).toBe(0);
      await page.context().close();
    },
  );

  // What the recorder is for: without it, the same clicks made before hydration do nothing.
  it.each(journeys.filter((journey) => !journey.typed).map((journey) => [journey.name, journey] as const))(
    'without the recorder the click is lost: %s',
    async (_name, journey) => {
      const { page, release } = await openHeld(journey.path, { recorder: false });
      const requests = requestsInFlight(page);
      await journey.act(page);
      release();
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      await replayedInputSettled(page, requests);
      // A replayed click would have shown by now (its dialog open, its navigation's calls and chunks ended and
      // the address the new one): the effect is looked for, not waited for (its helper polls for the time given,
      // here enough for one look on a busy machine).
      expect(await journey.effect(page, 1_000)).toBe(false);
      await page.context().close();
    },
  );

  it('typed text is not overwritten by hydration and stays in the field', async () => {
    const { page, release } = await openHeld('/account', { recorder: true });
    const account = page.getByRole('textbox', { name: '手机号/账号' });
    await account.pressSequentially('13800000001');
    release();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    // A render after hydration (the field's own state) keeps the text: React took it.
    await account.press('End');
    await account.pressSequentially('2');
    await expect.poll(() => account.inputValue()).toBe('138000000012');
    await page.context().close();
  });

  it('text selected before hydration is still selected after it: what is typed next replaces it', async () => {
    const { page, release } = await openHeld(`/search?k=${encodeURIComponent(startQuery)}`, { recorder: true });
    const box = page.getByRole('textbox', { name: '检索词' });
    await box.selectText();
    release();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await box.pressSequentially(typedQuery);
    expect(await box.inputValue()).toBe(typedQuery);
    await page.context().close();
  });

  // The entry, the libraries and the page's route modules are named by the page itself, so they download side
  // by side while the libraries evaluate instead of one round trip per level of imports after them.
  it.each([...new Set(journeys.map((journey) => journey.path))].map((path) => [path] as const))(
    'every script fetched before hydration is named by the page: %s',
    async (path) => {
      const page = await site.newPage({ hydrated: false });
      // The scripts the page had by the moment React marked it hydrated.
      const scriptsAtHydration = await readAtHydration(page, () =>
        performance
          .getEntriesByType('resource')
          .map(({ name }) => new URL(name).pathname)
          .filter((path) => path.endsWith('.js')),
      );
      const response = await page.goto(site.baseUrl() + path);
      const named = new Set((await response!.text()).match(/\/assets\/[\w.-]+\.js/g));
      const fetched = await scriptsAtHydration();
      expect(fetched.filter((script) => !named.has(script))).toEqual([]);
      expect(fetched.length).toBeGreaterThan(3);
      await page.context().close();
    },
  );
});
