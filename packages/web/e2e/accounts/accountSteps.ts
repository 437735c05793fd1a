import type { Page } from 'playwright';
import { accountLabels, pageLabels, shellLabels } from '@wenxian/domain';
import { SIM_MOBILE_CODE } from '@wenxian/simulation/accounts';

const F = accountLabels.fields;
const A = accountLabels.actions;
const L = pageLabels.login;

/** A number no earlier run of this server registered (the simulation keeps its users while it runs). */
let registered = 0;
export const freshMobile = () => `139${String(Date.now() + registered++ * 1000).slice(-8)}`;

/** The account steps the journeys repeat, on the site at `baseUrl()`. */
export function accountSteps(baseUrl: () => string) {
  return {
    /** Registers a fresh user through /account/register (logged in afterwards). */
    async register(page: Page): Promise<string> {
      const mobileNo = freshMobile();
      await page.goto(baseUrl() + '/account/register');
      await page.getByLabel(F.mobileNo, { exact: true }).fill(mobileNo);
      await page.getByRole('button', { name: A.sendCode }).click();
      await page.getByText(A.codeSent).waitFor();
      await page.getByLabel(F.code, { exact: true }).fill(SIM_MOBILE_CODE);
      await page.getByLabel(F.newPassword, { exact: true }).fill('Journey2026');
      await page.getByLabel(F.confirmPassword, { exact: true }).fill('Journey2026');
      await page.getByLabel(F.agreement).check();
      await page.getByRole('button', { name: A.register, exact: true }).click();
      await page.waitForURL(/\/account\/register\/nav/);
      // No welcome dialog: the new-user campaign's window is over (docs/decisions/dialogs.md).
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      return mobileNo;
    },

    /** Tops the wallet up by a typed amount (simulated Alipay) and waits for the server's confirmation. */
    async topUp(page: Page, amount: number) {
      await page.goto(baseUrl() + '/pay/recharge');
      await page.getByLabel(F.amount, { exact: true }).fill(String(amount));
      await page.getByRole('button', { name: A.recharge }).click();
      await page.getByText(A.recharged(amount)).waitFor();
    },

    /** Logs in on the login page and lands on the home page. */
    async logIn(page: Page, mobileNo: string, password: string) {
      await page.goto(baseUrl() + '/account?serve=%2F');
      await page.getByLabel(L.account, { exact: true }).fill(mobileNo);
      await page.getByLabel(L.password, { exact: true }).fill(password);
      await page.getByRole('button', { name: L.submit }).click();
      await page.waitForURL((url) => url.pathname === '/');
    },

    /** Logs out from the header's personal menu. */
    async logOut(page: Page) {
      await page.getByRole('button', { name: new RegExp(shellLabels.header.personalMenu) }).click();
      await page
        .getByRole('menuitem', { name: shellLabels.header.logout })
        .or(page.getByRole('button', { name: shellLabels.header.logout }))
        .or(page.getByRole('link', { name: shellLabels.header.logout }))
        .first()
        .click();
    },
  };
}
