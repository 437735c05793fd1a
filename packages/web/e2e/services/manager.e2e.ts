import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { managerAnalyses, managerLabels } from '@wenxian/domain';
import { downloadedText, useBrowser } from '../harness/browser';

const site = useBrowser();
const L = managerLabels;

async function firstResponse(path: string, init: RequestInit = {}) {
  const response = await fetch(site.baseUrl() + path, { redirect: 'manual', ...init });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}
const mainOf = (html: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';

async function logIn(page: Page, account: string) {
  await page.goto(site.baseUrl() + '/account');
  await page.getByLabel('手机号/账号').fill(account);
  await page.getByLabel('密码', { exact: true }).fill('Wenxian@2025');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}
const cookieOf = async (page: Page) => (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');

describe('journal manager area', () => {
  it('sends a member who manages no journal to /manager/auth; anonymous visits log in first', async () => {
    expect((await firstResponse('/manager/compete')).location).toMatch(/^\/account\?serve=.*%2Fmanager%2Fcompete/);
    expect((await firstResponse('/manager/account/password')).location).toMatch(/^\/account\?serve=/);
    const page = await site.newPage();
    await logIn(page, '13800000002');
    await page.goto(site.baseUrl() + '/manager/journalanalysis');
    await page.waitForURL((url) => url.pathname === '/manager/auth');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(L.auth.heading);
  });

  it('a journal manager who opens /manager logs in and lands on the manager home, not on 开通期刊服务', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/manager');
    await page.waitForURL((url) => url.pathname === '/account');
    await page.getByLabel('手机号/账号').fill('13800000005');
    await page.getByLabel('密码', { exact: true }).fill('Wenxian@2025');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/manager');
    const heading = page.getByRole('heading', { level: 1 });
    await heading.filter({ hasText: L.home.title }).waitFor();
    expect(await heading.textContent()).not.toBe(L.auth.heading);
  });

  it('admits a visitor to an analysis named by an id query (doc 000 §6) and keeps the id on the way on', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/manager/journalanalysis?id=J00001');
    expect(new URL(page.url()).pathname).toBe('/manager/journalanalysis');
    await page.getByRole('table', { name: `${managerAnalyses[0]?.name}${L.table}` }).waitFor();
    const next = managerAnalyses[1];
    if (!next) throw new Error('a second analysis');
    await page.getByRole('link', { name: next.name, exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === `/manager/${next.key}` && url.searchParams.get('id') === 'J00001');
    expect(new URL(page.url()).pathname).not.toBe('/account');
  });

  it('server-renders every manager page for the journal manager', async () => {
    const page = await site.newPage();
    await logIn(page, '13800000005');
    const cookie = await cookieOf(page);
    const accountPages = ['', '/auth', '/email', '/logout', '/password', '/phone', '/production', '/weixin'].map(
      (p) => `/manager/account${p}`,
    );
    for (const path of [
      '/manager',
      '/manager/editPeriodic',
      '/manager/literatureInquiry',
      '/manager/auth',
      ...accountPages,
      ...managerAnalyses.map((a) => `/manager/${a.key}`),
    ]) {
      const answer = await firstResponse(path, { headers: { cookie } });
      expect(answer.status, path).toBe(200);
      expect(mainOf(answer.html), path).toContain('<h1');
    }
    expect(mainOf((await firstResponse('/manager/journalanalysis', { headers: { cookie } })).html)).toContain(
      `${managerAnalyses[0]?.name}${L.table}`,
    );
  });

  it('opens each analysis, edits the journal, compares it with two others and exports a report', async () => {
    const page = await site.newPage();
    await logIn(page, '13800000005');

    for (const analysis of managerAnalyses) {
      await page.goto(`${site.baseUrl()}/manager/${analysis.key}`);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(analysis.name);
      await page
        .getByRole('button', { name: analysis.report ? L.exportReport : L.exportCsv })
        .first()
        .waitFor();
    }

    // Edit the journal: the server keeps it, a reload shows it.
    await page.goto(`${site.baseUrl()}/manager/editPeriodic`);
    const intro = `本刊为同行评议学术期刊（${Date.now()}）`;
    await page.getByLabel(L.edit.intro).fill(intro);
    await page.getByLabel(L.edit.website).fill('not a url');
    await page.getByRole('button', { name: L.edit.save }).click();
    await page.getByText(L.edit.websiteInvalid).waitFor();
    await expect(page.getByLabel(L.edit.intro).inputValue()).resolves.toBe(intro);
    await page.getByLabel(L.edit.website).fill('https://journal.example.cn');
    await page.getByRole('button', { name: L.edit.save }).click();
    await page.getByText(L.edit.saved).waitFor();
    await page.reload();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect(page.getByLabel(L.edit.intro).inputValue()).resolves.toBe(intro);
    await page.goto(`${site.baseUrl()}/manager`);
    await page.getByText(intro).waitFor();

    // Compare with two chosen journals.
    await page.goto(`${site.baseUrl()}/manager/compete`);
    await page.getByLabel(L.compete.searchLabel).fill('学');
    await page.getByRole('button', { name: L.compete.searchLabel }).click();
    const adds = page.getByRole('button', { name: new RegExp(`^${L.compete.add}：`) });
    await adds.first().waitFor();
    await adds.nth(0).click();
    await page.waitForURL((url) => (url.searchParams.get('compare') ?? '').split(',').length === 1);
    // The page shows the first choice before the second is added (the choice lives in the address).
    await page.getByRole('button', { name: /^移除/ }).first().waitFor();
    await adds.and(page.locator(':enabled')).first().click();
    await page.waitForURL((url) => (url.searchParams.get('compare') ?? '').split(',').length === 2);
    const table = page.getByRole('table', { name: `竞争力对比${L.table}` });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(3);

    // Export the comparison and a full report.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: L.exportCsv }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('竞争力对比.csv');
    const csv = await downloadedText(download);
    expect(csv.split('\r\n')[0]).toBe('\uFEFF期刊,发文量,被引量,篇均被引,基金论文比(%),h指数,影响因子');
    expect(csv.trim().split('\r\n')).toHaveLength(4);

    await page.goto(`${site.baseUrl()}/manager/influenceReport`);
    const [report] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: L.exportReport }).click(),
    ]);
    expect(report.suggestedFilename()).toMatch(/^期刊影响力报告\d{4}\.csv$/);
  });
});
