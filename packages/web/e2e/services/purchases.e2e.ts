import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright';
import {
  accountLabels,
  dialogLabels,
  documentLabels,
  resultLabels,
  searchBoxLabels,
  shellLabels,
} from '@wenxian/domain';
import { useBrowser } from '../harness/browser';

const site = useBrowser();
const H = shellLabels.header;
const R = resultLabels;
const P = documentLabels.pay;

/** Types `text` in the home page's box and sends it; the results' list. */
async function searchFromHome(page: Page, text: string): Promise<Locator> {
  const input = page.getByRole('textbox', { name: searchBoxLabels.inputLabel });
  await input.fill(text);
  await input.press('Enter');
  await page.waitForURL((url) => url.pathname === '/search');
  const results = page.getByRole('region', { name: R.listLabel });
  await results.getByRole('article').first().waitFor();
  return results;
}

/** The first result row without the OA tag: an item that is paid for. */
async function firstPaidRow(results: Locator): Promise<Locator> {
  for (const row of await results.getByRole('article').all())
    if ((await row.getByText(R.oa, { exact: true }).count()) === 0) return row;
  throw new Error('no paid item on the first page');
}

/** A page of the header's personal menu. */
async function openPersonalMenu(page: Page, name: string): Promise<void> {
  await page
    .locator('header')
    .first()
    .getByRole('button', { name: new RegExp(H.personalMenu) })
    .click();
  const menu = page.getByRole('dialog', { name: H.personalMenu });
  await menu.getByRole('link', { name, exact: true }).click();
}

/** The 订单号 a pay page shows. */
const orderNoOf = (pay: Page) => pay.getByRole('region', { name: P.order }).getByRole('definition').nth(1).innerText();

describe('purchases walked from the home page', () => {
  it('an empty wallet asks twice for one item: one order, paid once from 我的订单 on its pay page, then downloads free of charge', async () => {
    // 13800000006: no membership, balance 0 (deduction mode 2, threshold 10 ≥ balance: 余额支付确认 says 余额不足).
    const page = await site.newPage();
    await site.logInFromHome(page, '13800000006');
    const results = await searchFromHome(page, '机器学习');
    const row = await firstPaidRow(results);
    const title = (await row.getByRole('heading').innerText()).trim();
    const confirm = page.getByRole('alertdialog', { name: dialogLabels.deduction.title });

    // Twice 下载 → 其他方式支付, closing the pay window unpaid each time: the second asks for the same order.
    const orderNos: string[] = [];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await row.getByRole('button', { name: R.download, exact: true }).click();
      await confirm.getByText(dialogLabels.deduction.short).waitFor();
      const opened = page.waitForEvent('popup');
      await confirm.getByRole('button', { name: dialogLabels.deduction.otherPay }).click();
      const pay = await opened;
      await pay.getByRole('heading', { name: P.title, level: 1 }).waitFor();
      orderNos.push(await orderNoOf(pay));
      await pay.close();
    }
    expect(orderNos[1]).toBe(orderNos[0]);

    // 我的订单 lists that one order, waiting; 去支付 opens its pay page (method and coupon chosen there), it does
    // not pay at once from a wallet that holds nothing.
    await openPersonalMenu(page, H.orders);
    await page.waitForURL((url) => url.pathname === '/personalcenter/orders');
    const orders = page.getByRole('region', { name: accountLabels.pages.orders.title });
    const waiting = orders.getByRole('listitem').filter({ hasText: title });
    await expect.poll(() => waiting.count()).toBe(1);
    await waiting.getByRole('link', { name: accountLabels.actions.payAgain }).click();
    await page.waitForURL((url) => url.pathname === '/pay/newindex');
    expect(new URL(page.url()).searchParams.get('vip-om')).toBe(orderNos[0]);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.getByText(P.balanceTooLow, { exact: false }).first().waitFor();
    await page.getByRole('radio', { name: new RegExp(P.methodAlipay) }).check();
    await page.getByRole('button', { name: P.payNow }).click();
    await page.getByRole('heading', { name: P.paid }).waitFor();

    // Bought: the item downloads again and again with no dialog and no new order, and one payment is billed.
    await page.goto(site.baseUrl() + '/');
    const again = await searchFromHome(page, '机器学习');
    const bought = again.getByRole('article').filter({ hasText: title }).first();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const download = page.waitForEvent('download');
      await bought.getByRole('button', { name: R.download, exact: true }).click();
      expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    }
    await expect(confirm.count()).resolves.toBe(0);
    await openPersonalMenu(page, H.orders);
    await page.waitForURL((url) => url.pathname === '/personalcenter/orders');
    const mine = orders.getByRole('listitem').filter({ hasText: title });
    await mine.first().waitFor();
    await expect(mine.count()).resolves.toBe(1);
    await expect(mine.getByRole('link', { name: accountLabels.actions.payAgain }).count()).resolves.toBe(0);
  });
});
