import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { searchBoxLabels, shellLabels } from '@wenxian/domain';
import { useBrowser } from '../harness/browser';

const site = useBrowser();

/** The page's document requests so far: the first load, then one per reload. */
function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
}

/** The footer's code fails to download while `isBlocked()` holds (the network dropped it, a deployment removed it). */
async function blockFooterCode(page: Page, isBlocked: () => boolean): Promise<void> {
  await page.route(/\/assets\/SiteFooter-[^/]+\.js$/, (route) => (isBlocked() ? route.abort() : route.continue()));
}

/**
 * The home page with the footer's code failing while `isBlocked()` holds, and 用户反馈 clicked once: the click the
 * footer cannot answer reloads the page (the browser keeps the failed module failed: only a new page can bring it).
 */
async function clickFooterWithoutItsCode(page: Page, isBlocked: () => boolean) {
  const loads = countDocumentLoads(page);
  await blockFooterCode(page, isBlocked);
  await page.goto(site.baseUrl() + '/');
  const footer = page.locator('footer').first();
  const feedback = footer.getByRole('button', { name: '用户反馈', exact: true });
  const reloaded = page.waitForRequest((request) => request.isNavigationRequest());
  await feedback.click();
  await reloaded;
  return { loads, footer, feedback };
}

describe('a part whose code failed to download (doc 000 §8: a chunk load failure reloads, at most once per minute)', () => {
  it('the footer clicked after its code failed reloads the page, whose footer then answers', async () => {
    const page = await site.newPage();
    let isBlocked = true;
    const { loads, feedback } = await clickFooterWithoutItsCode(page, () => isBlocked);
    isBlocked = false;
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(loads()).toBe(2);
    await feedback.click();
    await page.getByRole('dialog', { name: shellLabels.sideToolbar.feedback }).waitFor();
  });

  it('a second failure within the minute leaves the page as it is: the server’s footer, its links working', async () => {
    const page = await site.newPage();
    const { loads, footer, feedback } = await clickFooterWithoutItsCode(page, () => true);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    // The code fails again: no reload this time (no loop), and the footer's links still lead where they say.
    const failedAgain = page.waitForEvent('requestfailed', (request) => /SiteFooter-/.test(request.url()));
    await feedback.click();
    await failedAgain;
    await footer.getByRole('link', { name: '联系我们', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/');
    expect(loads()).toBe(3);
  });
});

describe('the call layer, loaded on the first call (doc 000 §8: a chunk load failure reloads, at most once per minute)', () => {
  it('a page reads without it; when its file fails, the first call reloads the page, whose calls then work', async () => {
    const page = await site.newPage();
    const loads = countDocumentLoads(page);
    let isBlocked = false;
    const fetched: string[] = [];
    page.on('request', (request) => void (/\/assets\/axiosClient-/.test(request.url()) && fetched.push(request.url())));
    await page.route(/\/assets\/axiosClient-[^/]+\.js$/, (route) => (isBlocked ? route.abort() : route.continue()));
    await page.goto(site.baseUrl() + '/');
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    // The page view's log has gone out (keepalive fetch) without the call layer.
    await page.waitForResponse((response) => response.url().includes('/behaviorLog/addRecord'));
    expect(fetched).toEqual([]);

    // Typing asks for suggestions: the first call.
    isBlocked = true;
    const reloaded = page.waitForRequest((request) => request.isNavigationRequest());
    const input = page.getByRole('textbox', { name: searchBoxLabels.inputLabel });
    await input.pressSequentially('机器');
    await reloaded;
    isBlocked = false;
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(loads()).toBe(2);
    const suggested = page.waitForResponse((r) => r.url().includes('/word-search-prefix') && r.status() === 200);
    // The browser may have kept the text through the reload.
    await input.fill('');
    await input.pressSequentially('机器');
    await suggested;
    await page.getByRole('listbox').getByRole('option', { name: /机器/ }).first().waitFor();
  });
});
