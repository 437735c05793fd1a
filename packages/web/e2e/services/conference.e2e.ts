import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { auditActionNames, conferenceLabels, shellLabels } from '@wenxian/domain';
import { useBrowser } from '../harness/browser';

const site = useBrowser();
const L = conferenceLabels;

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

/** The state counts shown on a manager page, by state name. */
async function countsOn(page: Page): Promise<Record<string, number>> {
  const panel = page.getByRole('region', { name: L.manager.counts });
  await panel.locator('dd').first().waitFor();
  const names = await panel.locator('dt').allTextContents();
  const values = await panel.locator('dd').allTextContents();
  return Object.fromEntries(names.map((n, i) => [n, Number(values[i])]));
}

describe('conference area', () => {
  it('answers every public route server-rendered, and guarded ones with a redirect', async () => {
    const home = await firstResponse('/conference');
    expect(home.status).toBe(200);
    expect(mainOf(home.html)).toContain(L.home.heading);
    const id = /href="\/conference\/(C\d+)"/.exec(mainOf(home.html))?.[1] ?? '';
    expect(id).not.toBe('');
    for (const path of [
      `/conference/${id}`,
      `/conference/${id}/BK-${id}`,
      `/conference/notice/${id}`,
      '/conference/notice',
      '/conference/organization',
      '/conference/results?k=%E5%AD%A6%E6%9C%AF',
      '/conference/auth',
    ]) {
      const answer = await firstResponse(path);
      expect(answer.status, path).toBe(200);
      expect(mainOf(answer.html), path).toContain('<h1');
    }
    expect(mainOf((await firstResponse(`/conference/${id}`)).html)).toMatch(/href="\/doc\/conference\/[^"]+"/);
    expect((await firstResponse('/conference/NOPE')).status).toBe(404);
    for (const path of [
      '/conference/manager',
      '/conference/manager/info',
      '/conference/manager/literature',
      '/conference/manager/resource',
      '/conference/esign_mobile',
      '/conference/esignature',
      '/conference/esignpc',
      '/conference/esignphone',
    ]) {
      const answer = await firstResponse(path);
      expect(answer.status, path).toBe(302);
      expect(answer.location, path).toMatch(/^\/account\?serve=/);
    }
  });

  it('the role holder reaches the conference manager area by clicks, from the personal menu (others have no entry)', async () => {
    const H = shellLabels.header;
    const page = await site.newPage();
    await site.logInFromHome(page, '13800000006');
    const header = page.locator('header').first();
    await header.getByRole('button', { name: new RegExp(`^${H.personalMenu}`) }).hover();
    const menu = header.getByRole('dialog', { name: H.personalMenu });
    await menu.getByRole('link', { name: H.conferenceManager, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/conference/manager');
    await page.getByRole('heading', { level: 1, name: L.manager.title }).waitFor();

    const member = await site.newPage();
    await site.logInFromHome(member, '13800000002');
    const memberHeader = member.locator('header').first();
    await memberHeader.getByRole('button', { name: new RegExp(`^${H.personalMenu}`) }).hover();
    const memberMenu = memberHeader.getByRole('dialog', { name: H.personalMenu });
    await memberMenu.getByRole('link', { name: H.account, exact: true }).waitFor();
    expect(await memberMenu.getByRole('link', { name: H.conferenceManager, exact: true }).count()).toBe(0);
  });

  it('sends a member without the conference role to /conference/auth', async () => {
    const page = await site.newPage();
    await logIn(page, '13800000002');
    await page.goto(site.baseUrl() + '/conference/manager');
    await page.waitForURL((url) => url.pathname === '/conference/auth');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(L.auth.heading);
  });

  it('the role holder saves a record, uploads its file, submits it, signs, and the state counts change', async () => {
    const page = await site.newPage();
    await logIn(page, '13800000006');
    await page.goto(site.baseUrl() + '/conference/manager/literature');
    const before = await countsOn(page);
    const title = `会议论文相似性检测研究 ${Date.now()}`;

    await page.getByLabel(L.manager.paperTitle).fill(title);
    await page.getByLabel(L.manager.authors).fill('赵会务，李四');
    await page
      .getByLabel(L.manager.file)
      .setInputFiles({ name: 'paper.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 会议论文') });
    await page.getByRole('button', { name: L.manager.save, exact: true }).click();
    await page.getByText(L.manager.uploaded('paper.pdf')).waitFor();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect.poll(() => row.getByRole('cell', { name: 'paper.pdf' }).count()).toBe(1);
    await expect.poll(async () => (await countsOn(page))['草稿']).toBe((before['草稿'] ?? 0) + 1);

    await row.getByRole('button', { name: `${auditActionNames.submit}：${title}` }).click();
    await page.getByText(L.manager.done(auditActionNames.submit)).waitFor();
    await expect.poll(async () => (await countsOn(page))['待授权']).toBe((before['待授权'] ?? 0) + 1);

    await page.getByRole('row').filter({ hasText: title }).getByRole('link', { name: L.manager.sign }).click();
    await page.waitForURL((url) => url.pathname === '/conference/esignature');
    await page.getByRole('listitem').filter({ hasText: title }).waitFor();
    await page.getByLabel(L.esign.agree).check();
    // Without a signature the page refuses and says why.
    await page.getByRole('button', { name: L.esign.submit }).click();
    await page.getByText(L.esign.signatureRequired).waitFor();
    const pad = page.getByRole('img', { name: L.esign.padLabel });
    const box = await pad.boundingBox();
    if (!box) throw new Error('no signature pad');
    await page.mouse.move(box.x + 30, box.y + 60);
    await page.mouse.down();
    for (let i = 1; i <= 15; i += 1)
      await page.mouse.move(box.x + 30 + i * 25, box.y + 60 + (i % 4) * 20, { steps: 2 });
    await page.mouse.up();
    await page.getByRole('button', { name: L.esign.submit }).click();
    await page.getByText(L.esign.signed).waitFor();

    await page.getByRole('link', { name: L.esign.back }).click();
    await page.waitForURL((url) => url.pathname === '/conference/manager/literature');
    const after = await countsOn(page);
    expect(after['已授权']).toBe((before['已授权'] ?? 0) + 1);
    expect(after['待授权']).toBe(before['待授权'] ?? 0);
    expect(after['草稿']).toBe(before['草稿'] ?? 0);
  });
});
