import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright';
import { messages, pageLabels, shellLabels } from '@wenxian/domain';
import { SIM_PASSWORD } from '@wenxian/simulation/accounts';
import { useBrowser } from '../harness/browser';

const site = useBrowser();
const NOT_FOUND = messages.errorPage.notFoundTitle;
const H = shellLabels.header;

/** The site's own addresses among the links inside `scope` (other hosts are not this site's to answer). */
async function ownHrefs(page: Page, scope: Locator): Promise<string[]> {
  const origin = new URL(site.baseUrl()).origin;
  const hrefs = await scope.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  return hrefs.filter((href) => new URL(href).origin === origin).map((href) => href.slice(origin.length) || '/');
}

/** Header and footer links of the home page, with the header's panels opened (each product category shown). */
async function homeLinks(page: Page): Promise<string[]> {
  await page.goto(site.baseUrl() + '/');
  const header = page.locator('header').first();
  const found = [...(await ownHrefs(page, header)), ...(await ownHrefs(page, page.locator('footer')))];
  await header.getByRole('button', { name: H.productServices }).click();
  const products = page.getByRole('dialog', { name: H.productServices });
  await products.waitFor();
  const categories = products.getByRole('button');
  for (let i = 0; i < (await categories.count()); i += 1) {
    await categories.nth(i).click();
    found.push(...(await ownHrefs(page, products)));
  }
  await page.keyboard.press('Escape');
  await header.getByRole('button', { name: H.knowledgeMap }).click();
  const knowledge = page.getByRole('dialog', { name: H.knowledgeMap });
  await knowledge.waitFor();
  found.push(...(await ownHrefs(page, knowledge)));
  await page.keyboard.press('Escape');
  return found;
}

/** What a link shows on the server: its status after redirects and whether the page is the not-found page. */
async function answer(page: Page, href: string): Promise<{ status: number; isNotFound: boolean }> {
  const response = await page.request.get(site.baseUrl() + href);
  const html = await response.text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  return { status: response.status(), isNotFound: title.includes(NOT_FOUND) || main.includes(NOT_FOUND) };
}

describe('site links', () => {
  it('no header or footer link of the home page leads to the not-found page (visitor and member)', async () => {
    const visitor = await site.newPage();
    const visitorLinks = await homeLinks(visitor);

    const member = await site.newPage();
    await member.goto(site.baseUrl() + '/account?serve=%2F');
    await member.getByLabel(pageLabels.login.account, { exact: true }).fill('13800000002');
    await member.getByLabel(pageLabels.login.password, { exact: true }).fill(SIM_PASSWORD);
    await member.getByRole('button', { name: pageLabels.login.submit }).click();
    await member.waitForURL((url) => url.pathname === '/');
    const memberLinks = await homeLinks(member);
    await member.getByRole('button', { name: new RegExp(H.personalMenu) }).click();
    const personal = member.getByRole('dialog', { name: H.personalMenu });
    await personal.waitFor();
    memberLinks.push(...(await ownHrefs(member, personal)));

    const all = [...new Set([...visitorLinks, ...memberLinks])].sort();
    // The footer alone lists more than twenty; the header adds its panels and the personal menu.
    expect(all.length).toBeGreaterThan(30);
    expect(all).toEqual(expect.arrayContaining(['/member', '/pay/newrecharge', '/titlePackage', '/personalcenter']));

    const broken: string[] = [];
    for (const href of all) {
      // The member follows every link (members-only pages render for them); a visitor only the visitor's.
      const asMember = await answer(member, href);
      if (asMember.status === 404 || asMember.isNotFound) broken.push(`${href} (member: ${asMember.status})`);
      if (visitorLinks.includes(href)) {
        const asVisitor = await answer(visitor, href);
        if (asVisitor.status === 404 || asVisitor.isNotFound) broken.push(`${href} (visitor: ${asVisitor.status})`);
      }
    }
    expect(broken).toEqual([]);
  });
});
