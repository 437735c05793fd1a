import { describe, expect, it } from 'vitest';
import { dialogLabels, messages } from '@wenxian/domain';
import { useBrowser } from '../harness/browser';
import { useJourneyServer } from '../harness/journeyServer';
import { searchIntoSafetyCheckAndClose } from '../harness/safetyCheckDialog';

/**
 * Code 20 as a visitor meets it: the shared journey server runs without the
 * simulation's burst limit, so these journeys use their own, with it.
 */
const site = useBrowser();
const limited = useJourneyServer({ SIMULATION_RATE_LIMIT: 'on' });

/**
 * More calls from this address within 10 s than the backend allows (doc 000 §4.1: it answers code 20). Sent in
 * waves until the limit answers, so a slow machine that spreads one wave over the window still gets there.
 */
async function burst(): Promise<void> {
  for (let wave = 0; wave < 10; wave += 1) {
    const answers = await Promise.all(
      Array.from({ length: 160 }, () =>
        fetch(`${limited.baseUrl()}/newsite/hotSearch/getHotSearch`).then((r) => r.json() as Promise<{ code: number }>),
      ),
    );
    if (answers.some((answer) => answer.code === 20)) return;
  }
  throw new Error('the burst never met code 20');
}

/**
 * A burst, then `meet` at once; again while `meet` finds the window already past (a busy machine can spend the
 * 10 s between the burst's last answer and the page's calls). What `meet` finds first inside a window is returned.
 */
async function inBurstWindow<T>(meet: () => Promise<T | null>): Promise<T> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await burst();
    const met = await meet();
    if (met !== null) return met;
  }
  throw new Error('no page was asked inside a burst window');
}

/** Until the burst window has passed: a call from this address is answered again (doc 000 §4.1's 10 s window). */
async function windowPassed(): Promise<void> {
  for (;;) {
    const answer = (await (await fetch(`${limited.baseUrl()}/newsite/hotSearch/getHotSearch`)).json()) as {
      code: number;
    };
    if (answer.code !== 20) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const query = '/search?k=' + encodeURIComponent('机器学习');

describe('code 20 on a server-rendered page and in the browser', () => {
  it('a burst makes the asked page the safety check page (429) with the slider, at the same address', async () => {
    const response = await inBurstWindow(async () => {
      const asked = await fetch(limited.baseUrl() + query);
      return asked.status === 429 ? asked : null;
    });
    const html = await response.text();
    expect(html).toContain(messages.errorPage.safetyCheckRequired);
    expect(html).not.toContain(messages.errorPage.genericTitle);

    const page = await site.newPage();
    const heading = page.getByRole('heading', { level: 1, name: messages.errorPage.safetyCheckRequired });
    // The page is server-rendered: inside the window its first HTML is the safety check's.
    await inBurstWindow(async () => ((await page.goto(limited.baseUrl() + query))?.status() === 429 ? true : null));
    await heading.waitFor();
    await page.getByRole('slider', { name: dialogLabels.safetyCheck.sliderLabel }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(query);
  });

  it('one close of the slider dialog rejects every waiting call and goes to the root (§4.8.7)', async () => {
    // Past the burst window, the results page loads; then a burst, and a new search from the page meets code 20.
    await windowPassed();
    const page = await site.newPage();
    await page.goto(limited.baseUrl() + '/search?k=' + encodeURIComponent('碳中和'));
    await burst();
    await searchIntoSafetyCheckAndClose(page, '深度学习');
    // One close is enough to leave: the root loads afresh at once (before, the check reopened for each call of
    // the page left behind and it took a close per call). At the root the server and its calls decide anew.
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  });

  it("the safety check page has its own title, not the asked page's", async () => {
    const html = await inBurstWindow(async () => {
      const asked = await fetch(limited.baseUrl() + query);
      return asked.status === 429 ? asked.text() : null;
    });
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain(messages.safetyCheck.title);
    const page = await site.newPage();
    await inBurstWindow(async () => ((await page.goto(limited.baseUrl() + query))?.status() === 429 ? true : null));
    await page.getByRole('slider', { name: dialogLabels.safetyCheck.sliderLabel }).waitFor();
    expect(await page.title()).toContain(messages.safetyCheck.title);
  });
});
