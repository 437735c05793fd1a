import { describe, expect, it } from 'vitest';
import { pageLabels, shellLabels } from '@wenxian/domain';
import { SIM_PASSWORD } from '@wenxian/simulation/accounts';
import { useBrowser } from '../harness/browser';

const site = useBrowser();
const L = pageLabels.login;

describe('login journey', () => {
  it('keeps what was typed on a bad input, logs in, returns to the page and stays logged in after a reload', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/');
    await page.getByRole('link', { name: '登录' }).click();
    await page.waitForURL(/\/account\?serve=/);

    await page.getByLabel(L.account, { exact: true }).fill('13800000002');
    await page.getByRole('button', { name: L.submit }).click();
    await page.getByText(L.passwordRequired).waitFor();
    await expect(page.getByLabel(L.account, { exact: true }).inputValue()).resolves.toBe('13800000002');

    // A wrong password is refused; its message does not follow the member once the right one is in.
    await page.getByLabel(L.password, { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: L.submit }).click();
    await page.getByRole('alert').filter({ hasText: '账号或密码错误' }).waitFor();
    await page.getByLabel(L.password, { exact: true }).fill(SIM_PASSWORD);
    await page.getByRole('button', { name: L.submit }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: new RegExp(shellLabels.header.personalMenu) }).waitFor();
    await expect(page.getByRole('alert').filter({ hasText: '账号或密码错误' }).count()).resolves.toBe(0);

    await page.reload();
    await page.getByRole('button', { name: new RegExp(shellLabels.header.personalMenu) }).waitFor();
  });

  it('logs in with a mobile code', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/account?serve=%2Fsearch%3Fk%3D%E7%A2%B3');
    await page.getByRole('tab', { name: L.codeTab }).click();
    await page.getByLabel(L.mobileNo, { exact: true }).fill('12345');
    await page.getByRole('button', { name: L.sendCode }).click();
    await page.getByText(L.mobileInvalid).waitFor();
    await page.getByLabel(L.mobileNo, { exact: true }).fill('13800000003');
    await page.getByRole('button', { name: L.sendCode }).click();
    await page.getByText(L.codeSent).waitFor();
    await page.getByLabel(L.code, { exact: true }).fill('123456');
    await page.getByRole('button', { name: L.submit }).click();
    await page.waitForURL(/\/search\?k=/);
  });
});
