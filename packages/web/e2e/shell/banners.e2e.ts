import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright';
import { dialogLabels, messages, resultLabels, shellLabels, siteBanners, siteBannersAt } from '@wenxian/domain';
import { useBrowser } from '../harness/browser';

const site = useBrowser();
const B = shellLabels.banner;

/**
 * The server's clock, which chooses the banners (doc 000 §4.7): the journey expects what the domain rule gives
 * for it, so it holds on any date (today no campaign runs, and the fallback shows).
 */
async function serverTime(): Promise<number> {
  const answer = (await (await fetch(site.baseUrl() + '/newsite/server-time')).json()) as { data: number };
  return answer.data;
}

const carouselOf = (page: Page) => page.getByRole('region', { name: B.carouselLabel });

/** Every slide's title in order, shown or not. */
const slideTitles = (carousel: Locator) =>
  carousel
    .locator('[aria-roledescription="slide"] img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));

/** What the server answers for a link: its status and whether it is the not-found page. */
async function answer(page: Page, href: string): Promise<{ status: number; isNotFound: boolean }> {
  const response = await page.request.get(site.baseUrl() + href);
  const html = await response.text();
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  return { status: response.status(), isNotFound: main.includes(messages.errorPage.notFoundTitle) };
}

describe('banner carousel', () => {
  it('on / shows the banners of the server time, a slide leads to its page, and closing removes it', async () => {
    const page = await site.newPage();
    const expected = siteBannersAt(await serverTime(), '/');
    await page.goto(site.baseUrl() + '/');
    const carousel = carouselOf(page);
    // Rendered by the server: the slides are in the HTML before any script ran.
    const html = await (await page.request.get(site.baseUrl() + '/')).text();
    for (const banner of expected) expect(html).toContain(`alt="${banner.title}"`);
    await expect(slideTitles(carousel)).resolves.toEqual(expected.map((b) => b.title));

    // The first picture is painted at its reserved size, from the site's own static file.
    const first = carousel.getByRole('img', { name: expected[0]!.title });
    await first.waitFor();
    await expect(first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).resolves.toBe(1400);
    await expect(first.getAttribute('loading')).resolves.toBeNull();

    // The second slide's dot shows it; its link opens its page.
    const second = expected[1]!;
    await carousel.getByRole('button', { name: B.slide(2, expected.length) }).click();
    const picture = carousel.getByRole('img', { name: second.title });
    await picture.waitFor();
    await picture.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === second.href);
    await expect(page.getByText(messages.errorPage.notFoundTitle).count()).resolves.toBe(0);

    // Back home, closing the ad removes it for this view.
    await page.goto(site.baseUrl() + '/');
    await carouselOf(page).getByRole('button', { name: B.close }).click();
    await expect(carouselOf(page).count()).resolves.toBe(0);
    await page.getByRole('heading', { level: 1 }).waitFor();

    // Closed "for the session view" (§4.7): a client navigation away and back home, and a
    // reload of the tab, keep it closed.
    const nav = page.getByRole('navigation', { name: shellLabels.header.navLabel });
    await nav.getByRole('link', { name: shellLabels.header.journalDirectory }).click();
    await page.waitForURL((url) => url.pathname !== '/');
    await nav.getByRole('link', { name: shellLabels.header.home, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // The header's links are the router's once its code has come (at the first input), the browser's before: a
    // page loaded anew shows the slides as the server sent them until it has hydrated.
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(carouselOf(page).count()).resolves.toBe(0);
    await page.reload();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect(carouselOf(page).count()).resolves.toBe(0);
  });

  it('every banner, shown today or not, links to a page of the site', async () => {
    const page = await site.newPage();
    for (const { href } of Object.values(siteBanners)) {
      const { status, isNotFound } = await answer(page, href);
      expect({ href, status, isNotFound }).toEqual({ href, status: 200, isNotFound: false });
    }
    for (const { imageSrc } of Object.values(siteBanners)) {
      const response = await page.request.get(site.baseUrl() + imageSrc);
      expect(response.headers()['content-type'], imageSrc).toMatch(/^image\/svg\+xml/);
    }
  });

  it('on /pay/newindex only the teaching-agent banner shows', async () => {
    const page = await site.newPage();
    // A buyer with an empty wallet (13800000006) is offered 其他方式支付, which opens the order on the pay page in
    // a new window. A search and a row no other journey buys (an item bought before downloads at once).
    await site.loginAt(page, '13800000006', '/search?k=' + encodeURIComponent('区块链'));
    const results = page.getByRole('region', { name: resultLabels.listLabel });
    const paid = results
      .getByRole('article')
      .filter({ hasNot: page.getByText(resultLabels.oa, { exact: true }) })
      .last();
    await paid.getByRole('button', { name: resultLabels.download, exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: dialogLabels.deduction.title });
    const popupOpened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: dialogLabels.deduction.otherPay }).click();
    const pay = await popupOpened;
    await pay.waitForURL(/\/pay\/newindex\?vip-om=/);
    const carousel = carouselOf(pay);
    await carousel.waitFor();
    await expect(slideTitles(carousel)).resolves.toEqual([siteBanners.teachingAgent.title]);
    await expect(carousel.getByRole('group', { name: B.slidePicker }).count()).resolves.toBe(0);
  });
});
