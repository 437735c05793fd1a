import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { accountLabels, dialogLabels, messages, pageLabels, shellLabels } from '@wenxian/domain';
import { SIM_MOBILE_CODE, SIM_PASSWORD } from '@wenxian/api/mocks';
import { useBrowser } from './browser';

const site = useBrowser();
const F = accountLabels.fields;
const A = accountLabels.actions;
const L = pageLabels.login;

/** A number no earlier run of this server registered (the simulation keeps its users while it runs). */
const freshMobile = () => `139${String(Date.now()).slice(-8)}`;

async function logIn(page: Page, mobileNo: string, password: string) {
  await page.goto(site.baseUrl() + '/account?serve=%2F');
  await page.getByLabel(L.account, { exact: true }).fill(mobileNo);
  await page.getByLabel(L.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: L.submit }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: new RegExp(shellLabels.header.personalMenu) }).click();
  await page
    .getByRole('menuitem', { name: shellLabels.header.logout })
    .or(page.getByRole('button', { name: shellLabels.header.logout }))
    .or(page.getByRole('link', { name: shellLabels.header.logout }))
    .first()
    .click();
}

describe('accounts journeys', () => {
  it('register → new-user coupon → top up with the coupon → buy a package with the wallet → log out → log in', async () => {
    const page = await site.newPage();
    const mobileNo = freshMobile();
    const password = 'Journey2026';
    await page.goto(site.baseUrl() + '/account/register');
    await page.getByLabel(F.mobileNo, { exact: true }).fill('1390000');
    await page.getByText(accountLabels.form.mobileInvalid).waitFor();
    await page.getByLabel(F.mobileNo, { exact: true }).fill(mobileNo);
    await page.getByRole('button', { name: A.sendCode }).click();
    await page.getByText(A.codeSent).waitFor();
    await page.getByLabel(F.code, { exact: true }).fill(SIM_MOBILE_CODE);
    await page.getByLabel(F.newPassword, { exact: true }).fill(password);
    await page.getByLabel(F.confirmPassword, { exact: true }).fill('Journey2027');
    await page.getByText(accountLabels.form.confirmMismatch).waitFor();
    await page.getByLabel(F.confirmPassword, { exact: true }).fill(password);
    await page.getByLabel(F.agreement).check();
    await page.getByRole('button', { name: A.register, exact: true }).click();
    await page.waitForURL(/\/account\/register\/nav/);

    // The new user is told about the coupon and taken to it.
    await page.getByText(messages.coupon.newUserCoupon).first().waitFor();
    await page.getByRole('button', { name: dialogLabels.newUserCoupon.viewCoupons }).click();
    await page.waitForURL(/\/personalcenter\/coupon/);
    await page.getByText(accountLabels.pages.coupon.usable).waitFor();

    await page.goto(site.baseUrl() + '/pay/recharge');
    await page.getByRole('button', { name: '50', exact: true }).click();
    await page.getByLabel(accountLabels.pages.recharge.coupon).selectOption({ index: 1 });
    await page.getByText(accountLabels.pages.recharge.due(30)).waitFor();
    await page.getByRole('button', { name: A.recharge }).click();
    await page.getByText(A.recharged(50)).waitFor();
    await page.goto(site.baseUrl() + '/personalcenter/mybalance');
    await page.getByText(accountLabels.pages.pay.balance(50)).first().waitFor();
    await page.getByText(accountLabels.pages.bill.kinds.recharge, { exact: false }).first().waitFor();

    await page.goto(site.baseUrl() + '/member');
    await page
      .getByRole('article', { name: '月度会员' })
      .getByRole('button', { name: accountLabels.pages.member.payWithBalance })
      .click();
    await page.getByText(A.bought).waitFor();
    await page.goto(site.baseUrl() + '/personalcenter/membercenter');
    await page.getByText(accountLabels.pages.centre.personalQuota(0, 30)).waitFor();

    await logOut(page);
    await page.waitForURL((url) => url.pathname === '/');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'token')).toBeUndefined();
    await page.getByRole('link', { name: '登录' }).first().waitFor();

    await logIn(page, mobileNo, password);
    await page.getByRole('button', { name: new RegExp(shellLabels.header.personalMenu) }).waitFor();
  });

  it('resets a password by mobile code, then logs in with it', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/account/forgotPassword');
    await page.getByLabel(F.mobileNo, { exact: true }).fill('13800000007');
    await page.getByLabel(F.code, { exact: true }).fill(SIM_MOBILE_CODE);
    await page.getByLabel(F.resetPassword, { exact: true }).fill('Reset2026a');
    await page.getByLabel(F.confirmPassword, { exact: true }).fill('Reset2026a');
    await page.getByRole('button', { name: A.submit }).click();
    await page.waitForURL(/\/account\/forgotPassword\/Passreset/);
    await page.getByText(accountLabels.pages.passReset.body).waitFor();
    await logIn(page, '13800000007', 'Reset2026a');
  });

  it('an old-site user sees the migration dialog; 确认迁移 → 数据迁移成功, and it does not come back', async () => {
    const page = await site.newPage();
    await logIn(page, '13800000008', SIM_PASSWORD);
    await page.getByRole('button', { name: messages.migration.confirm }).click();
    await page.getByText(messages.migration.success).waitFor();
    await page.reload();
    await page.getByRole('button', { name: new RegExp(shellLabels.header.personalMenu) }).waitFor();
    await expect(page.getByRole('button', { name: messages.migration.confirm }).count()).resolves.toBe(0);
  });

  it('saves a search with an alert and sees it under /subscription', async () => {
    const page = await site.newPage();
    await logIn(page, '13800000004', SIM_PASSWORD);
    await page.goto(site.baseUrl() + '/subscription/searches');
    await page.getByText(messages.loader.empty).waitFor();
    await page.getByLabel(F.searchName, { exact: true }).fill('碳中和追踪');
    await page.getByLabel(F.expression, { exact: true }).fill('碳中和');
    await page.getByRole('button', { name: A.addSearch }).click();
    await page.getByRole('button', { name: A.alertOff }).waitFor();
    await page.goto(site.baseUrl() + '/subscription');
    await page.getByText('碳中和追踪').waitFor();
  });

  it('members-only routes redirect an anonymous visitor and render on the server for a member', async () => {
    const anonymous = await fetch(site.baseUrl() + '/personalcenter/bill', { redirect: 'manual' });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toMatch(/\/account\?serve=/);
    const register = await (await fetch(site.baseUrl() + '/account/register')).text();
    expect(register).toContain(accountLabels.pages.register.heading);
  });
});
