import { describe, expect, it } from 'vitest';
import { facetLabels, messages, resultLabels, searchBoxLabels, shellLabels, siteBanners } from '@wenxian/domain';
import { useBrowser } from '../harness/browser';

const site = useBrowser();

/** Doc 000, shell, access and session: each journey is one item, as the user meets it. */
describe('error pages and the standard search', () => {
  it('a 404 page has its own title, from the server and after a client navigation', async () => {
    const html = await (await fetch(site.baseUrl() + '/no/such/page')).text();
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain(messages.errorPage.notFoundTitle);
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/no/such/page');
    await expect(page.title()).resolves.toContain(messages.errorPage.notFoundTitle);
    await page.goto(site.baseUrl() + '/');
    await expect(page.title()).resolves.not.toContain(messages.errorPage.notFoundTitle);
  });

  it('/standard offers 作废 and 现行 as a filter before any search, and the search keeps the choice', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/standard');
    const filters = page.getByRole('complementary');
    await filters.getByRole('button', { name: facetLabels.groups.standardStatus }).waitFor();
    await filters.getByRole('checkbox', { name: messages.standardStatus.void }).waitFor();
    // The box follows the address (the filter is in it), so it is clicked and the address waited for.
    await filters.getByRole('checkbox', { name: messages.standardStatus.current }).click();
    await page.waitForURL((url) => url.search.includes('f_standardStatus='));
    await page.getByRole('search').getByRole('textbox').first().fill('技术规范');
    await page.getByRole('search').getByRole('textbox').first().press('Enter');
    await page.waitForURL((url) => url.search.includes('k='));
    expect(new URL(page.url()).searchParams.get('f_standardStatus')).toBe(messages.standardStatus.current);
    await page.getByRole('region', { name: resultLabels.listLabel }).getByRole('listitem').first().waitFor();
    const checked = filters.getByRole('checkbox', { name: new RegExp(`^${messages.standardStatus.current}`) });
    await expect(checked.isChecked()).resolves.toBe(true);
  });
});

describe('the direct order of a paid item', () => {
  it('opens /pay/newindex with ref encoded once: it reads back as the results page the user was on', async () => {
    const page = await site.newPage();
    await site.loginAt(page, '13800000001', '/search?k=' + encodeURIComponent('碳中和'));
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    // A paid item (open-access ones download free): the order's pay page opens at once.
    const rows = page
      .getByRole('region', { name: resultLabels.listLabel })
      .getByRole('article')
      .filter({ hasNot: page.getByText(resultLabels.oa, { exact: true }) });
    const popupOpened = page.waitForEvent('popup');
    await rows.first().getByRole('button', { name: resultLabels.download, exact: true }).click();
    const popup = await popupOpened;
    await popup.waitForURL(/\/pay\/newindex\?vip-om=/);
    expect(popup.url()).not.toContain('%25');
    expect(new URL(popup.url()).searchParams.get('ref')).toBe('/search?k=碳中和');
  });
});

describe('the header', () => {
  it('产品服务 shows each product with its sub-items (doc 000 §2.3)', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/');
    await page.locator('header').first().getByRole('button', { name: shellLabels.header.productServices }).click();
    const panel = page.getByRole('dialog', { name: shellLabels.header.productServices });
    const novelty = panel
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: '科技查新', exact: true }) });
    await novelty.getByRole('link', { name: messages.productNav.myOrders }).waitFor();
    const proof = panel
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: '收录证明', exact: true }) });
    await proof.getByRole('link', { name: messages.productNav.collectionProofList }).waitFor();
    await expect(
      proof.getByRole('link', { name: messages.productNav.collectionProofList }).getAttribute('href'),
    ).resolves.toBe('/product/collectionquery/myorder');
  });

  it('the WeResearch header has its promo banner counting down 10 s, and its brand leads home', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/WeResearch');
    const promo = page.getByRole('region', { name: siteBanners.teachingAgent.title });
    await promo.getByRole('timer').waitFor();
    await expect(promo.getByRole('timer').textContent()).resolves.toMatch(/^\d+秒后自动关闭$/);
    // At the end of the countdown it closes by itself, and stays closed for the session.
    await promo.waitFor({ state: 'detached' });
    await page.reload();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect(promo.count()).resolves.toBe(0);
    await page.getByRole('link', { name: `WeResearch ${shellLabels.site.homeLink}` }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('the AI summary is members-only at every address', () => {
  it.each(['/keyword/summarize/S0001', '/subject/summarize/S0001'])(
    'an anonymous visit to %s ends on the login page, returning there',
    async (path) => {
      const response = await fetch(site.baseUrl() + encodeURI(path), { redirect: 'manual' });
      expect(response.status).toBe(302);
      let location = response.headers.get('location') ?? '';
      // /keyword/summarize/{subject} first goes through the keyword rule, then the summary page's member rule.
      if (!location.startsWith('/account') && !location.includes('/account?')) {
        const next = await fetch(new URL(location, site.baseUrl()), { redirect: 'manual' });
        expect(next.status).toBe(302);
        location = next.headers.get('location') ?? '';
      }
      const login = new URL(location, site.baseUrl());
      expect(login.pathname).toBe('/account');
      expect(decodeURIComponent(login.searchParams.get('serve') ?? '')).toContain('/summarize/');
    },
  );
});

describe('manager reports render on the server without a client fallback', () => {
  it('/manager/agingReport hydrates with no React error #419 and draws its chart', async () => {
    const page = await site.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await site.loginAt(page, '13800000005', '/manager/agingReport');
    await page.goto(site.baseUrl() + '/manager/agingReport');
    await page.locator('figure [role="img"] svg').first().waitFor();
    expect(errors.filter((text) => /#419|419/.test(text))).toEqual([]);
  });
});

describe('a malformed professional expression', () => {
  it('typed on the home page and sent at once, it leads to the search-limit page, not to 暂无数据', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/');
    const input = page.getByRole('textbox', { name: searchBoxLabels.inputLabel });
    await input.fill('T=深度学习 AND (');
    await input.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search');
    expect(new URL(page.url()).searchParams.get('regex')).toBe('1');
    await page.getByRole('heading', { name: messages.errorPage.unsupportedWord }).waitFor();
    await expect(page.getByText(messages.loader.empty).count()).resolves.toBe(0);
  });
});
