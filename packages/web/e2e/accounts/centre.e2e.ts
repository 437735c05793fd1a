import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { accountLabels, formatLabels, messages, shellLabels } from '@wenxian/domain';
import { useBrowser } from '../harness/browser';

const site = useBrowser();
const H = shellLabels.header;
const P = accountLabels.pages;

/** 刚刚, N秒前 … N年前, or a date (doc 000 §9's rule shows a date between 192 and 720 hours). */
const relative = new RegExp(
  `^(${messages.format.justNow}|\\d+(${Object.values(formatLabels)
    .filter((unit) => unit.endsWith('前'))
    .join('|')})|\\d{4}-\\d{2}-\\d{2})$`,
);

/** From the home page: 登录 in the header, then 个人中心 from the personal menu. */
async function openCentre(page: Page, mobile: string): Promise<void> {
  await site.logInFromHome(page, mobile);
  await page
    .locator('header')
    .first()
    .getByRole('button', { name: new RegExp(H.personalMenu) })
    .click();
  await page.getByRole('dialog', { name: H.personalMenu }).getByRole('link', { name: H.personalCenter }).click();
  await page.waitForURL((url) => url.pathname === '/personalcenter');
}

/** A section of the centre's bar, clicked; waits for its heading. */
async function openSection(page: Page, name: string, path: string, heading: string): Promise<void> {
  await page.getByRole('navigation', { name: shellLabels.layout.userInfoNav }).getByRole('link', { name }).click();
  await page.waitForURL((url) => url.pathname === path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe('the personal centre walked by clicks', () => {
  it('every centre page is in the bar; the profile and bindings mask the mobile, messages are dated relative to now', async () => {
    const page = await site.newPage();
    await openCentre(page, '13800000002');
    const main = page.getByRole('main');

    await openSection(page, '我的账单', '/personalcenter/bill', P.bill.title);
    await openSection(page, '我的记录', '/personalcenter/mylog', P.mylog.title);

    // The phone mask keeps the first 3 and the last 4 digits (doc 000 §9); the full number shows nowhere.
    await openSection(page, '个人资料', '/personalcenter/userInfo', P.userInfo.title);
    await main.getByText('138****0002').first().waitFor();
    await expect(main.innerText()).resolves.not.toContain('13800000002');
    await openSection(page, '登录绑定', '/personalcenter/loginbind', P.loginbind.title);
    await main.getByText('138****0002', { exact: false }).first().waitFor();
    await expect(main.innerText()).resolves.not.toContain('13800000002');

    // Messages are dated by doc 000 §9's relative time; the exact minute is the title.
    await openSection(page, '我的消息', '/personalcenter/message', P.message.title);
    const times = main.locator('time');
    await times.first().waitFor();
    for (const time of await times.all()) {
      await expect(time.innerText()).resolves.toMatch(relative);
      await expect(time.getAttribute('title')).resolves.toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    }
  });
});
