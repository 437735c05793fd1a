import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright';
import {
  dailyFreeOaDownloads,
  dialogLabels,
  documentLabels,
  messages,
  pageLabels,
  resultLabels,
} from '@wenxian/domain';
import { SIM_PASSWORD } from '@wenxian/simulation/accounts';
import { useBrowser } from '../harness/browser';

const site = useBrowser();
const L = pageLabels.login;
const R = resultLabels;

/** The result rows of the page, open-access (with the OA tag) or paid. */
async function rowsOf(results: Locator, isOa: boolean): Promise<Locator[]> {
  await results.getByRole('article').first().waitFor();
  const rows: Locator[] = [];
  for (const row of await results.getByRole('article').all())
    if ((await row.getByText(R.oa, { exact: true }).count()) > 0 === isOa) rows.push(row);
  return rows;
}

/** The first result row without the OA tag: a paid item. */
async function firstPaidRow(results: Locator): Promise<Locator> {
  const [row] = await rowsOf(results, false);
  if (!row) throw new Error('no paid item on the first page');
  return row;
}

const CARBON = '/search?k=' + encodeURIComponent('碳中和');

describe('download journey', () => {
  it('sends a visitor to login, then the exhausted member sees the over-limit dialog, 单篇购买 asks 余额支付确认 and 确认支付 downloads', async () => {
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

    // 单篇购买 (code 2) under deduction mode 2 (threshold 10 ≥ balance 5): 余额支付确认 first, as a download asks
    // (doc 000 §4.2 step 5); the first paid result of 碳中和 is a patent (3 coins).
    await dialog.getByRole('button', { name: dialogLabels.overLimit.payPerItem }).click();
    const confirm = page.getByRole('alertdialog', { name: dialogLabels.deduction.title });
    await confirm.getByText(dialogLabels.deduction.body('3.00', '5.00'), { exact: false }).waitFor();
    await expect(dialog.count()).resolves.toBe(0);
    // 确认支付: paid from the balance, then the bought item downloads.
    const download = page.waitForEvent('download');
    await confirm.getByRole('button', { name: dialogLabels.deduction.confirm }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
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
    // The first paid item is this member's since the first journey bought it (bought items download at once).
    const [, unbought] = await rowsOf(results, false);
    await unbought!.getByRole('button', { name: R.download, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: messages.download.overLimitMemberTitle });
    await dialog.waitFor();
    const followUp = page.waitForRequest((request) => request.url().includes('/download/over-limit-follow-up'));
    await dialog.getByRole('button', { name: messages.download.cancel }).click();
    expect((await followUp).postDataJSON()).toMatchObject({ dialogType: 'VIP_USER', action: 'cancel' });
    await expect(dialog.count()).resolves.toBe(0);
  });

  it('empty wallet: 余额不足 up front → 其他方式支付 → /pay/newindex (Alipay) → the opener refreshes → the item downloads', async () => {
    // U1006: no membership, balance 0, deduction mode 2 with threshold 10 (≥ balance): asked, but not to pay 3.00
    // from an empty wallet.
    const page = await site.newPage();
    await site.loginAt(page, '13800000006', CARBON);
    const results = page.getByRole('region', { name: R.listLabel });
    const row = await firstPaidRow(results);
    await row.getByRole('button', { name: R.download, exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: dialogLabels.deduction.title });
    await dialog.getByText(dialogLabels.deduction.short).waitFor();
    await dialog.getByText(dialogLabels.deduction.shortBody('3.00', '0.00'), { exact: false }).waitFor();
    await expect(dialog.getByRole('button', { name: dialogLabels.deduction.confirm }).count()).resolves.toBe(0);
    const popupOpened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: dialogLabels.deduction.otherPay }).click();
    const popup = await popupOpened;
    await popup.waitForURL(/\/pay\/newindex\?vip-om=OD[^&]+&ref=%2Fsearch/);
    // Encoded once: the return path reads back as the address the user was on.
    expect(popup.url()).not.toContain('%25');
    expect(new URL(popup.url()).searchParams.get('ref')).toBe('/search?k=碳中和');
    await popup.waitForSelector('html[data-hydrated]', { state: 'attached' });

    const P = documentLabels.pay;
    await popup.getByText(P.balanceTooLow, { exact: false }).first().waitFor();
    await popup.getByRole('radio', { name: new RegExp(P.methodAlipay) }).check();
    const refreshed = page.waitForRequest((request) =>
      /\/order\/getOrderList|userInfobyToken|getWalletBymemberId/.test(request.url()),
    );
    await popup.getByRole('button', { name: P.payNow }).click();
    await popup.getByRole('heading', { name: P.paid }).waitFor();
    // The pay window's storage event makes the opener reload the user, wallet and orders.
    await refreshed;

    // Bought: the same item now downloads as a file, without the dialog.
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: R.download, exact: true }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await expect(dialog.count()).resolves.toBe(0);
  });

  it('a member downloads an item with the quota, then again: the file at once, no second 下载提醒', async () => {
    const page = await site.newPage();
    await site.loginAt(page, '13800000002', CARBON);
    const results = page.getByRole('region', { name: R.listLabel });
    const row = await firstPaidRow(results);
    await row.getByRole('button', { name: R.download, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: dialogLabels.overLimit.confirmDownloadTitle });
    await dialog.waitFor();
    const first = page.waitForEvent('download');
    await dialog.getByRole('button', { name: messages.download.confirmDownload }).click();
    await first;
    await dialog.waitFor({ state: 'detached' });
    const again = page.waitForEvent('download');
    await row.getByRole('button', { name: R.download, exact: true }).click();
    expect((await again).suggestedFilename()).toMatch(/\.pdf$/);
    await expect(dialog.count()).resolves.toBe(0);
  });

  it(`open access beyond ${dailyFreeOaDownloads} free downloads a day shows the OA over-limit dialog`, async () => {
    const page = await site.newPage();
    await site.loginAt(page, '13800000005', CARBON);
    const results = page.getByRole('region', { name: R.listLabel });
    // Each free download is another item: one downloaded again that day is not counted again
    // (docs/decisions/dialogs.md), so the member takes the open-access items page by page, and
    // counts an item once even when the list still shows the last page while the next one loads.
    const downloaded = new Set<string>();
    const firstTitle = () => results.getByRole('article').first().getByRole('heading').innerText();
    for (let pageNo = 1; ; pageNo += 1) {
      for (const row of await rowsOf(results, true)) {
        const title = await row.getByRole('heading').innerText();
        if (downloaded.has(title)) continue;
        const button = row.getByRole('button', { name: R.download, exact: true });
        if (downloaded.size === dailyFreeOaDownloads) {
          await button.click();
          const dialog = page.getByRole('dialog', { name: messages.download.overLimitTitle });
          await dialog.waitFor();
          await expect(dialog.textContent()).resolves.toMatch(/OA/);
          return;
        }
        const download = page.waitForEvent('download');
        await button.click();
        await download;
        downloaded.add(title);
      }
      const before = await firstTitle();
      await page.getByRole('button', { name: '下一页' }).click();
      await page.waitForURL(new RegExp(`page=${pageNo + 1}`));
      await expect.poll(firstTitle).not.toBe(before);
    }
  });

  it('a team member batch-downloads 3 selected items: the catalogue lists 免 and 扣1篇额度, 确定下载 saves one file', async () => {
    const page = await site.newPage();
    await site.loginAt(page, '13800000003', CARBON);
    const results = page.getByRole('region', { name: R.listLabel });
    await results.getByRole('article').first().waitFor();
    // One open-access item (free within the daily allowance) and two paid ones (one quota each).
    const rows = await results.getByRole('article').all();
    const oa: Locator[] = [];
    const paid: Locator[] = [];
    for (const row of rows) {
      const isOa = (await row.getByText(R.oa, { exact: true }).count()) > 0;
      if (isOa && oa.length < 1) oa.push(row);
      if (!isOa && paid.length < 2) paid.push(row);
    }
    for (const row of [...oa, ...paid]) await row.getByRole('checkbox').check();

    await page.goto(site.baseUrl() + '/batchreview');
    const B = documentLabels.batchReview;
    await page.getByRole('button', { name: B.downloadAll(3) }).click();
    const dialog = page.getByRole('dialog', { name: dialogLabels.catalogue.title });
    await dialog.waitFor();
    const list = dialog.getByRole('list', { name: dialogLabels.catalogue.listLabel });
    await expect(list.getByRole('listitem').count()).resolves.toBe(3);
    await expect(list.getByText(messages.download.usesOneQuota, { exact: true }).count()).resolves.toBe(2);
    await expect(list.getByText(messages.download.free, { exact: true }).count()).resolves.toBe(1);
    await dialog.getByText(dialogLabels.catalogue.summary(3, 2)).waitFor();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: messages.download.confirmDownload }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  });
});
