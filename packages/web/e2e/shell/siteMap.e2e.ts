import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright';
import { entityLabels, pageLabels, shellLabels } from '@wenxian/domain';
import { useBrowser } from '../harness/browser';

/*
 * The site map a user can walk (doc 000 §2.1–§2.5): from `/`, by clicks only, one page of every route family a
 * user may open is reached where users of such a site look for it — the header and its panels, the home page,
 * the footer, the personal menu and the area pages. A family no click reaches fails the journey.
 */

const site = useBrowser();
const H = shellLabels.header;
const M = shellLabels.siteMap;

type Step = {
  /** The route family, as routes.txt names its first pattern. */
  family: string;
  /** Where the clicks must land. */
  lands: (url: URL) => boolean;
  /** The clicks, starting from the home page. */
  clicks: (page: Page) => Promise<void>;
};

const at =
  (pathname: string, query?: Record<string, string>) =>
  (url: URL): boolean =>
    url.pathname === pathname &&
    Object.entries(query ?? {}).every(([key, value]) => url.searchParams.get(key) === value);
const under = (prefix: string) => (url: URL) => url.pathname.startsWith(prefix);

const header = (page: Page) => page.locator('header').first();
const footer = (page: Page) => page.locator('footer').first();

/** A link of the header's 产品服务 panel, in its category. */
const productService = (category: string | null, name: string) => async (page: Page) => {
  await header(page).getByRole('button', { name: H.productServices }).click();
  const panel = page.getByRole('dialog', { name: H.productServices });
  await panel.waitFor();
  if (category) await panel.getByRole('button', { name: category, exact: true }).click();
  await panel.getByRole('link', { name, exact: true }).click();
};

/** A tile of the header's 知识图谱 panel. */
const knowledgeTile = (name: string) => async (page: Page) => {
  await header(page).getByRole('button', { name: H.knowledgeMap }).click();
  const panel = page.getByRole('dialog', { name: H.knowledgeMap });
  await panel.waitFor();
  await panel.getByRole('link', { name, exact: true }).click();
};

const link = (scope: (page: Page) => Locator, name: string | RegExp) => async (page: Page) => {
  await scope(page).getByRole('link', { name, exact: true }).first().click();
};

const homeEntry = (name: string) => link((page) => page.getByRole('navigation', { name: M.searchEntries }), name);

/** The families every visitor reaches, anonymous or not. */
const everyone: Step[] = [
  {
    family: '/search (a 文献类型 tile: the type browsed)',
    lands: at('/search', { id: '5' }),
    clicks: link(
      (page) => page.getByRole('navigation', { name: pageLabels.home.typesHeading }),
      pageLabels.home.typeEntry('专利'),
    ),
  },
  { family: '/advancesearch', lands: at('/advancesearch'), clicks: homeEntry(M.advancedSearch) },
  { family: '/searchhistory', lands: at('/searchhistory'), clicks: homeEntry(M.searchHistory) },
  { family: '/degree/search', lands: at('/degree/search'), clicks: homeEntry(M.degreeSearch) },
  { family: '/patent', lands: at('/patent'), clicks: homeEntry(M.patentSearch) },
  { family: '/standard', lands: at('/standard'), clicks: homeEntry(M.standardSearch) },
  { family: '/keyword', lands: at('/keyword'), clicks: link(footer, '知识发现') },
  { family: '/journal', lands: at('/journal/nav'), clicks: link(header, H.journalDirectory) },
  { family: '/author', lands: at('/author'), clicks: knowledgeTile('学者库') },
  { family: '/organization', lands: at('/organization'), clicks: knowledgeTile('机构库') },
  { family: '/subject', lands: at('/subject'), clicks: knowledgeTile('主题库') },
  { family: '/conference', lands: at('/conference'), clicks: knowledgeTile('会议库') },
  {
    family: '/product/noveltysearch',
    lands: under('/product/noveltysearch'),
    clicks: productService('产品服务', '科技查新'),
  },
  {
    family: '/product/collectionquery',
    lands: under('/product/collectionquery'),
    clicks: productService('产品服务', '收录证明'),
  },
  { family: '/WeResearch', lands: at('/WeResearch'), clicks: productService(M.aiServices, M.aiSearch) },
  { family: '/chat', lands: at('/chat'), clicks: productService(M.aiServices, M.aiChat) },
  {
    family: '/prequalification',
    lands: at('/prequalification'),
    clicks: productService(M.aiServices, M.prequalification),
  },
  ...(Object.entries(M.activityNames) as [string, string][]).map(([key, name]) => ({
    family: `/activity/${key}`,
    lands: at(`/activity/${key}`),
    clicks: productService(M.activities, name),
  })),
  { family: '/member', lands: at('/member'), clicks: link(header, H.member) },
  { family: '/pay/newrecharge', lands: at('/pay/newrecharge'), clicks: link(header, H.topUp) },
  { family: '/titlePackage', lands: at('/titlePackage'), clicks: link(header, new RegExp(`^${H.titleMaterials}`)) },
  { family: '/helpcenter', lands: under('/helpcenter'), clicks: link(footer, '常见问题') },
  { family: '/aboutus', lands: under('/aboutus'), clicks: link(footer, '公司简介') },
  { family: '/newsInformation', lands: under('/newsInformation'), clicks: link(footer, '新闻资讯') },
  { family: '/crc', lands: at('/crc'), clicks: link(footer, '版权合作') },
];

/** Only a visitor has the login page to reach (a member's header has the personal menu instead). */
const anonymousOnly: Step[] = [{ family: '/account', lands: at('/account'), clicks: link(header, H.login) }];

const personalMenu = (name: string) => async (page: Page) => {
  await header(page)
    .getByRole('button', { name: new RegExp(H.personalMenu) })
    .click();
  const menu = page.getByRole('dialog', { name: H.personalMenu });
  await menu.waitFor();
  await menu.getByRole('link', { name, exact: true }).click();
};

/** The members-only families, reached by a logged-in member. */
const memberOnly: Step[] = [
  { family: '/personalcenter', lands: at('/personalcenter'), clicks: personalMenu(H.personalCenter) },
  { family: '/personalcenter/orders', lands: under('/personalcenter/orders'), clicks: personalMenu(H.orders) },
  { family: '/subscription', lands: under('/subscription'), clicks: personalMenu(H.collectFollowSubscribe) },
  {
    family: '/subscription/compete',
    lands: at('/subscription/compete'),
    clicks: async (page) => {
      await personalMenu(H.personalCenter)(page);
      await page.waitForURL((url) => url.pathname === '/personalcenter');
      await page.getByRole('link', { name: M.journalComparison, exact: true }).click();
    },
  },
  {
    // A member who is not yet a confirmed author is asked to confirm first (/author/auth, doc 000 §6).
    family: '/author/home',
    lands: (url) => url.pathname === '/author/home' || url.pathname === '/author/auth',
    clicks: async (page) => {
      await personalMenu(H.personalCenter)(page);
      await page.waitForURL((url) => url.pathname === '/personalcenter');
      const card = page.getByRole('region', { name: entityLabels.pages.authorClaim.title });
      await card.getByRole('link', { name: entityLabels.pages.authorClaim.title }).click();
    },
  },
  {
    family: '/product/thesisdetection',
    lands: under('/product/thesisdetection'),
    clicks: productService('产品服务', '论文检测'),
  },
  { family: '/transform/pdf2word', lands: at('/transform/pdf2word'), clicks: productService('产品服务', 'PDF转Word') },
];

/** Back to the home page by a click: the first link to `/` (the header's logo or 首页, an area header's home). */
async function home(page: Page): Promise<void> {
  if (new URL(page.url()).pathname === '/') return;
  await page.locator('a[href="/"]').first().click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Walks every step from the home page; the families no click reached, with why. */
async function walk(page: Page, steps: readonly Step[]): Promise<string[]> {
  const unreachable: string[] = [];
  for (const step of steps) {
    try {
      await home(page);
      await step.clicks(page);
      // The context's hang guard is the limit (a cold page on a busy machine is slow, not lost): a family no
      // click reaches is named in the verdict rather than running out the test's own guard.
      await page.waitForURL(step.lands);
      // Landed and painted: the page's own heading is there (/search has no h1: its rows' titles are headings).
      await page.locator('h1, main :is(h2, h3)').first().waitFor();
    } catch (error) {
      unreachable.push(`${step.family}: ${(error as Error).message.split('\n')[0]} (at ${page.url()})`);
      await page.goto(site.baseUrl() + '/');
    }
  }
  return unreachable;
}

describe('the site map, walked by clicks from the home page', () => {
  it('an anonymous visitor reaches one page of every family a visitor may open', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/');
    expect(await walk(page, [...everyone, ...anonymousOnly])).toEqual([]);
  }, 600_000);

  it('a logged-in member reaches every family, the members-only ones too', async () => {
    const page = await site.newPage();
    await site.logInFromHome(page, '13800000002');
    expect(await walk(page, [...memberOnly, ...everyone])).toEqual([]);
  }, 600_000);
});
