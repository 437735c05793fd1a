import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { conferenceLabels, shellLabels } from '@wenxian/domain';
import { useBrowser } from '../harness/browser';

const site = useBrowser();
const H = shellLabels.header;
const L = conferenceLabels;

/** From the home page: 登录 in the header, then 知识图谱 → 会议库. */
async function conferenceAreaAs(page: Page, mobile: string): Promise<void> {
  await site.logInFromHome(page, mobile);
  const header = page.locator('header').first();
  await header.getByRole('button', { name: H.knowledgeMap }).click();
  await page.getByRole('dialog', { name: H.knowledgeMap }).getByRole('link', { name: '会议库', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/conference');
  await page.getByRole('heading', { level: 1, name: L.home.heading }).waitFor();
}

describe('the conference manager reached by clicks', () => {
  it('the role holder opens 会议管理 from the conference area, chooses one of their conferences, and the tabs keep it', async () => {
    const page = await site.newPage();
    await conferenceAreaAs(page, '13800000006');
    const listed = await page.getByRole('main').getByRole('listitem').count();
    await page.getByRole('link', { name: L.home.managerEntry, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/conference/manager');
    await page.getByRole('heading', { level: 1, name: L.manager.title }).waitFor();

    // The chooser lists the holder's own conferences only, fewer than the area lists.
    const chooser = page.getByLabel(L.manager.conference);
    await expect.poll(() => chooser.locator('option').count()).toBeGreaterThan(1);
    expect(await chooser.locator('option').count()).toBeLessThan(listed);
    const second = chooser.locator('option').nth(1);
    const [id, name] = [await second.getAttribute('value'), await second.innerText()];
    await chooser.selectOption(id ?? '');
    await page.waitForURL((url) => url.searchParams.get('cid') === id);

    // 会议信息 keeps the choice and shows that conference.
    await page.getByRole('navigation', { name: L.manager.nav }).getByRole('link', { name: L.manager.info }).click();
    await page.waitForURL((url) => url.pathname === '/conference/manager/info' && url.searchParams.get('cid') === id);
    await page.getByRole('heading', { level: 2, name: name.trim() }).waitFor();
    await expect(chooser.inputValue()).resolves.toBe(id);
  });

  it('a member without the role follows 会议管理 and is told the account has none', async () => {
    const page = await site.newPage();
    await conferenceAreaAs(page, '13800000002');
    await page.getByRole('link', { name: L.home.managerEntry, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/conference/auth');
    await page.getByText(L.auth.notYet).waitFor();
  });
});
