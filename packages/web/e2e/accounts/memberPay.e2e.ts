import { describe, expect, it } from 'vitest';
import { accountLabels, documentLabels, shellLabels } from '@wenxian/domain';
import { useBrowser } from '../harness/browser';

const site = useBrowser();
const P = accountLabels.pages.member;
const L = documentLabels.pay;

describe('a membership paid otherwise than from the balance', () => {
  it('会员 → 其他方式支付 opens the package’s order on its pay page, with a coupon choice and Alipay; paying comes back', async () => {
    const page = await site.newPage();
    await site.logInFromHome(page, '13800000002');
    await page.locator('header').first().getByRole('link', { name: shellLabels.header.member, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/member');
    const card = page.getByRole('main').getByRole('article', { name: '年度会员', exact: true });
    // 年度会员 costs more than this member's balance: 余额支付 waits, paying otherwise is open.
    await expect(card.getByRole('button', { name: P.payWithBalance }).isDisabled()).resolves.toBe(true);
    await card.getByRole('button', { name: P.payOtherwise }).click();

    await page.waitForURL((url) => url.pathname === '/pay/newindex');
    const url = new URL(page.url());
    expect(url.searchParams.get('vip-om')).toBeTruthy();
    expect(url.searchParams.get('ref')).toBe('/member');
    const main = page.getByRole('main');
    await main.getByText('年度会员').first().waitFor();
    // The order's pay page offers the member's coupons (none fits a membership here: the new-user one is a
    // recharge coupon) and Alipay, chosen since the balance is short.
    await main.getByRole('combobox', { name: L.coupon }).waitFor();
    await expect(main.getByRole('radio', { name: new RegExp(L.methodAlipay) }).isChecked()).resolves.toBe(true);
    await main.getByRole('button', { name: L.payNow }).click();
    await main.getByRole('heading', { name: L.paid }).waitFor();
    await main.getByRole('link', { name: L.back }).click();
    await page.waitForURL((url) => url.pathname === '/member');
  });
});
