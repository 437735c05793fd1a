import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright';
import { dialogLabels, messages, pageLabels, searchLabels } from '@wenxian/domain';
import { SIM_PASSWORD } from '@wenxian/api/mocks';
import { useBrowser } from './browser';

const site = useBrowser();
const L = pageLabels.login;
const R = searchLabels.result;

/** The first result row without the OA tag: a paid item. */
async function firstPaidRow(results: Locator): Promise<Locator> {
  await results.getByRole('article').first().waitFor();
  const rows = await results.getByRole('article').all();
  for (const row of rows) {
    if ((await row.getByText(R.oa, { exact: true }).count()) === 0) return row;
  }
  throw new Error('no paid item on the first page');
}

describe('download journey', () => {
  it('sends a visitor to login, then the exhausted member sees the over-limit dialog and pays per item in a new window', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/search?k=' + encodeURIComponent('碳中和'));
    const results = page.getByRole('region', { name: R.listLabel });

    // Logged out: 下载 goes to login with this page as the return address.
    await (await firstPaidRow(results)).getByRole('button', { name: R.download, exact: true }).click();
    await page.waitForURL(/\/account\?serve=.*%2Fsearch%3Fk%3D.*&appCode=101/);

    await page.getByLabel(L.account, { exact: true }).fill('13800000009');
    await page.getByLabel(L.password, { exact: true }).fill(SIM_PASSWORD);
    await page.getByRole('button', { name: L.submit }).click();
    await page.waitForURL(/\/search\?k=/);

    // The member's quota (30/30) is used up: the over-limit dialog with the spec title.
    await (await firstPaidRow(results)).getByRole('button', { name: R.download, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: messages.download.overLimitMemberTitle });
    await dialog.waitFor();
    await dialog.getByText(dialogLabels.overLimit.usage('30/30篇')).waitFor();

    // 单篇购买 (code 2): an order is created and its pay page opens in a new window.
    const popupOpened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: dialogLabels.overLimit.payPerItem }).click();
    const popup = await popupOpened;
    await popup.waitForURL(/\/pay\/newindex\?vip-om=OD[^&]+&ref=%2Fsearch%3Fk%3D/);
    expect(new URL(popup.url()).searchParams.get('ref')).toBe('/search?k=' + encodeURIComponent('碳中和'));
    await expect(dialog.count()).resolves.toBe(0);
  });

  it('closing the over-limit dialog sends the follow-up call', async () => {
    const page = await site.newPage();
    await page.goto(
      site.baseUrl() + '/account?serve=' + encodeURIComponent('/search?k=' + encodeURIComponent('碳中和')),
    );
    await page.getByLabel(L.account, { exact: true }).fill('13800000009');
    await page.getByLabel(L.password, { exact: true }).fill(SIM_PASSWORD);
    await page.getByRole('button', { name: L.submit }).click();
    await page.waitForURL(/\/search\?k=/);

    const results = page.getByRole('region', { name: R.listLabel });
    await (await firstPaidRow(results)).getByRole('button', { name: R.download, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: messages.download.overLimitMemberTitle });
    await dialog.waitFor();
    const followUp = page.waitForRequest((request) => request.url().includes('/download/over-limit-follow-up'));
    await dialog.getByRole('button', { name: messages.download.cancel }).click();
    expect((await followUp).postDataJSON()).toMatchObject({ dialogType: 'VIP_USER', action: 'cancel' });
    await expect(dialog.count()).resolves.toBe(0);
  });
});
