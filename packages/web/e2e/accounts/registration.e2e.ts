import { describe, expect, it } from 'vitest';
import {
  accountLabels,
  dialogLabels,
  messages,
  pageLabels,
  personalCentreNavigation,
  shellLabels,
} from '@wenxian/domain';
import { SIM_MOBILE_CODE } from '@wenxian/simulation/accounts';
import { useBrowser } from '../harness/browser';
import { accountSteps, freshMobile } from './accountSteps';

const site = useBrowser();
const { register, logIn, logOut } = accountSteps(site.baseUrl);
const F = accountLabels.fields;
const A = accountLabels.actions;

describe('registration, password and login', () => {
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

    // The new user is told about the coupon on the page (the welcome dialog belongs to the new-user campaign's
    // window, docs/decisions/dialogs.md) and follows its link to the coupons.
    await page.getByText(messages.coupon.newUserCoupon).first().waitFor();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.getByRole('link', { name: personalCentreNavigation[2]?.name ?? '', exact: true }).click();
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
    // 余额支付 asks 余额支付确认 first (docs/decisions/dialogs.md).
    await page
      .getByRole('alertdialog', { name: dialogLabels.deduction.title })
      .getByRole('button', { name: dialogLabels.deduction.confirm })
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
    // A fresh account: the seeded ones log in with the seeded password in the other files' journeys.
    const mobileNo = await register(page);
    await page.context().clearCookies();
    // From the home page, as a member who has forgotten the password finds it: 登录, then 忘记密码.
    await page.goto(site.baseUrl() + '/');
    await page.getByRole('link', { name: '登录' }).click();
    await page.getByRole('link', { name: pageLabels.login.forgotPassword }).click();
    await page.waitForURL((url) => url.pathname === '/account/forgotPassword');
    await page.getByLabel(F.mobileNo, { exact: true }).fill(mobileNo);
    await page.getByLabel(F.code, { exact: true }).fill(SIM_MOBILE_CODE);
    await page.getByLabel(F.resetPassword, { exact: true }).fill('Reset2026a');
    await page.getByLabel(F.confirmPassword, { exact: true }).fill('Reset2026a');
    await page.getByRole('button', { name: A.submit }).click();
    await page.waitForURL(/\/account\/forgotPassword\/Passreset/);
    await page.getByText(accountLabels.pages.passReset.body).waitFor();
    await logIn(page, mobileNo, 'Reset2026a');
  });

  it('members-only routes redirect an anonymous visitor and render on the server for a member', async () => {
    const anonymous = await fetch(site.baseUrl() + '/personalcenter/bill', { redirect: 'manual' });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toMatch(/\/account\?serve=/);
    const register = await (await fetch(site.baseUrl() + '/account/register')).text();
    expect(register).toContain(accountLabels.pages.register.heading);
  });
});
