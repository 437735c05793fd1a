import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright';
import { useBrowser } from '../harness/browser';

/*
 * The server HTML's headings (doc 000 §2): one page of each route family, and every page of the personal centre
 * as its member opens it, name each heading once, and a centre page has one h1.
 */

const site = useBrowser();

/** One page per route family, as the server writes it (no script run). */
const familyPages = [
  '/',
  '/search?k=%E7%A2%B3',
  '/search?id=5',
  '/advancesearch',
  '/searchhistory',
  '/degree/search',
  '/patent',
  '/standard',
  '/conference/search',
  '/journal/search',
  '/author/search',
  '/organization/search?k=%E5%A4%A7%E5%AD%A6',
  '/keyword',
  '/journal',
  '/journal/nav',
  '/journal/J00001',
  '/author',
  '/author/A000001',
  '/author/domain',
  '/author/excellentTalent',
  '/author/literatureNumber',
  '/author/auth',
  '/author/organization',
  '/organization',
  '/organization/O00001',
  '/organization/en',
  '/subject',
  '/subject/S0001',
  '/quote',
  '/quote/author',
  '/conference',
  '/conference/results',
  '/WeResearch',
  '/chat',
  '/prequalification',
  '/product/noveltysearch/home',
  '/product/collectionquery/home',
  '/activity/readingmonth',
  '/activity/power',
  '/member',
  '/pay/newrecharge',
  '/titlePackage',
  '/vipcoin',
  '/account',
  '/helpcenter',
  '/helpcenter/nav/question',
  '/newsInformation/list',
  '/aboutus/as',
  '/ks',
  '/crc',
  '/no/such/page',
];
/** Every page of the personal centre and the subscriptions (the member's own area), as a member opens it. */
const memberPages = [
  '/personalcenter',
  '/personalcenter/bill',
  '/personalcenter/coupon',
  '/personalcenter/loginbind',
  '/personalcenter/membercenter',
  '/personalcenter/membermanagement',
  '/personalcenter/message',
  '/personalcenter/mybalance',
  '/personalcenter/citationOrder',
  '/personalcenter/mylog',
  '/personalcenter/mySelectTopic',
  '/personalcenter/notice',
  '/personalcenter/orders',
  '/personalcenter/security',
  '/personalcenter/userInfo',
  '/subscription',
  '/subscription/collect',
  '/subscription/compete',
  '/subscription/hotsub',
  '/subscription/myfocus',
  '/subscription/mysubItem',
  '/subscription/remdperiodical',
  '/subscription/searches',
];

/** The AI assistant's pages (doc 000 §2.1), as a member opens them: each names itself by one h1. */
const aiPages = ['/WeResearch', '/WeResearch/history', '/WeResearch/handbook', '/WeResearch/update', '/chat'];

/**
 * The texts of h1–h3 outside records printed more than once (a result's or a person's card may share a title with
 * another record); with `oneH1`, also a page whose h1 is missing or not alone, or that sent the member elsewhere.
 */
async function repeatedHeadings(
  browser: Browser,
  paths: readonly string[],
  { storageState, oneH1 = false }: { storageState?: string; oneH1?: boolean } = {},
): Promise<string[]> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    ...(storageState ? { storageState: JSON.parse(storageState) as never } : {}),
  });
  const page = await context.newPage();
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(site.baseUrl() + path);
    const { repeated, h1s } = await page.evaluate(() => {
      const texts = [...document.querySelectorAll('h1, h2, h3')]
        .filter((heading) => !heading.closest('article'))
        .map((heading) => heading.textContent?.trim() ?? '');
      return {
        repeated: [...new Set(texts.filter((text, i) => text && texts.indexOf(text) !== i))],
        h1s: document.querySelectorAll('h1').length,
      };
    });
    if (repeated.length > 0) found.push(`${path}: ${repeated.join(', ')}`);
    if (oneH1 && h1s !== 1) found.push(`${path}: ${h1s} h1`);
    if (oneH1 && new URL(page.url()).pathname !== path) found.push(`${path}: landed at ${page.url()}`);
  }
  await context.close();
  return found;
}

describe('headings of the server HTML', () => {
  it('no heading is printed twice on one page of each route family, nor on any page of the centre or the AI assistant (one h1 each)', async () => {
    const page = await site.newPage();
    const browser = page.context().browser()!;
    expect(await repeatedHeadings(browser, familyPages)).toEqual([]);
    await site.loginAt(page, '13800000002', '/');
    const state = JSON.stringify(await page.context().storageState());
    expect(await repeatedHeadings(browser, [...memberPages, ...aiPages], { storageState: state, oneH1: true })).toEqual(
      [],
    );
  }, 600_000);
});
