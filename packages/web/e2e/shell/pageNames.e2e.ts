import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright';
import { pageLabels, shellLabels } from '@wenxian/domain';
import { useBrowser } from '../harness/browser';

/*
 * A link and the page it opens say one name (docs/decisions/shell.md, "Pages named as their links"): walking from
 * `/` by the header's links, each page's h1 holds the name of the link clicked — the 知识图谱 tiles' exactly (学者库,
 * 机构库, 主题库, 会议库), the header's short items as a word of the page's name (充值 → 钱包充值, 职称材料 →
 * 职称材料包, 会员 → 开通会员) — and its document title is that h1.
 */

const site = useBrowser();
const H = shellLabels.header;

type Walk = {
  /** Where the link leads. */
  path: string;
  /** The link, found from the home page (opening the panel it sits in). */
  link: (page: Page) => Promise<Locator>;
  /** The page's h1 is the link's name (else it holds it). */
  exact: boolean;
};

const header = (page: Page) => page.locator('header').first();

const knowledgeTile = (path: string) => async (page: Page) => {
  await header(page).getByRole('button', { name: H.knowledgeMap }).click();
  const panel = page.getByRole('dialog', { name: H.knowledgeMap });
  await panel.waitFor();
  return panel.locator(`a[href="${path}"]`);
};

const headerItem = (path: string) => async (page: Page) => header(page).locator(`a[href="${path}"]`);

const personalMenuItem = (path: string) => async (page: Page) => {
  await header(page)
    .getByRole('button', { name: new RegExp(H.personalMenu) })
    .click();
  const menu = page.getByRole('dialog', { name: H.personalMenu });
  await menu.waitFor();
  return menu.locator(`a[href="${path}"]`);
};

const everyone: Walk[] = [
  ...['/author', '/organization', '/subject', '/conference'].map((path) => ({
    path,
    link: knowledgeTile(path),
    exact: true,
  })),
  { path: '/pay/newrecharge', link: headerItem('/pay/newrecharge'), exact: false },
  { path: '/titlePackage', link: headerItem('/titlePackage'), exact: false },
  { path: '/member', link: headerItem('/member'), exact: false },
];

const memberOnly: Walk[] = [
  { path: '/pay/newrecharge', link: personalMenuItem('/pay/newrecharge'), exact: false },
  { path: '/personalcenter/security', link: personalMenuItem('/personalcenter/security'), exact: true },
];

/** A link's name as a visitor reads it, its first part: a tile's label (not its description), an item's word (not its 新). */
const nameOf = async (link: Locator) =>
  (await link.evaluate((a) => a.childNodes[0]?.textContent ?? '', undefined, { timeout: 20_000 })).trim();

/** The page's own h1 and document title once both are drawn: the address changes before the page replaces home's. */
async function headOf(page: Page, homeHeading: string): Promise<{ heading: string; title: string }> {
  const drawn = await page
    .waitForFunction(
      ({ home, suffix }) => {
        const heading = document.querySelector('main h1')?.textContent?.trim() ?? '';
        return heading && heading !== home && document.title === `${heading}${suffix}`;
      },
      { home: homeHeading, suffix: pageLabels.seo.titleSuffix },
      { timeout: 20_000 },
    )
    .then(() => true)
    .catch(() => false);
  const heading =
    drawn || (await page.locator('main h1').count()) ? await page.locator('main h1').first().textContent() : '';
  return { heading: heading?.trim() ?? '', title: await page.title() };
}

/** Each link clicked from the home page, with what the page it opened calls itself where that is not the link's name. */
async function misnamed(page: Page, walks: readonly Walk[]): Promise<string[]> {
  const found: string[] = [];
  for (const walk of walks) {
    await page.goto(site.baseUrl() + '/');
    const homeHeading = (await page.locator('main h1').first().textContent())?.trim() ?? '';
    const link = (await walk.link(page)).first();
    const name = await nameOf(link);
    await link.click();
    await page.waitForURL((url) => url.pathname === walk.path);
    const { heading, title } = await headOf(page, homeHeading);
    const named = walk.exact ? heading === name : heading.includes(name);
    if (!name || !named || title !== `${heading}${pageLabels.seo.titleSuffix}`) {
      found.push(`${name} → ${walk.path}: h1 ${heading}, title ${title}`);
    }
  }
  return found;
}

describe('a link and the page it opens say one name', () => {
  it('the header’s links and 知识图谱 tiles, as a visitor clicks them from the home page', async () => {
    const page = await site.newPage();
    expect(await misnamed(page, everyone)).toEqual([]);
  }, 300_000);

  it('the personal menu’s 充值 and 账号管理, as a member clicks them', async () => {
    const page = await site.newPage();
    await site.logInFromHome(page, '13800000002');
    expect(await misnamed(page, memberOnly)).toEqual([]);
  }, 300_000);
});
