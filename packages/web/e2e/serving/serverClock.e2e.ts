import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { dialogLabels, pageLabels, shellLabels } from '@wenxian/domain';
import { SIM_PASSWORD } from '@wenxian/simulation/accounts';
import { useBrowser } from '../harness/browser';
import { useJourneyServer } from '../harness/journeyServer';

/**
 * The parts shown only in a window of the server's time, on servers whose simulated clock
 * starts inside that window (SIMULATION_NOW): the home page's header banner (doc 000 §4.7) and the new-user
 * activity dialog (§4.6).
 */
const site = useBrowser();
const march = useJourneyServer({ SIMULATION_NOW: '2025-03-01T10:00:00+08:00', SIMULATION_RATE_LIMIT: 'off' });
const april = useJourneyServer({ SIMULATION_NOW: '2025-04-20T10:00:00+08:00', SIMULATION_RATE_LIMIT: 'off' });

async function logIn(page: Page, base: string, mobile: string) {
  await page.goto(base + '/account?serve=%2F');
  await page.getByLabel(pageLabels.login.account, { exact: true }).fill(mobile);
  await page.getByLabel(pageLabels.login.password, { exact: true }).fill(SIM_PASSWORD);
  await page.getByRole('button', { name: pageLabels.login.submit }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

describe('time-limited parts by the server clock', () => {
  it('on 2025-03-01 the home page shows the header banner, server-rendered, which closes itself after 10 s', async () => {
    const html = await (await fetch(march.baseUrl() + '/')).text();
    expect(html).toContain(`aria-label="${shellLabels.headerBanner.title}"`);
    const page = await site.newPage();
    await page.goto(march.baseUrl() + '/');
    const banner = page.getByRole('complementary', { name: shellLabels.headerBanner.title });
    await banner.waitFor();
    await banner.waitFor({ state: 'detached' });
    // Closed for the session: back home, it stays away; other pages never show it.
    await page.reload();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect(banner.count()).resolves.toBe(0);
  });

  it('on 2025-04-20 a new user gets the new-user activity dialog once per browser; 立即参与 opens the activity', async () => {
    const page = await site.newPage();
    await logIn(page, april.baseUrl(), '13800000001');
    // The new-user coupon dialog of the same check comes first.
    const coupon = page.getByRole('dialog', { name: dialogLabels.newUserCoupon.title });
    await coupon.waitFor();
    await page.keyboard.press('Escape');
    const activity = page.getByRole('dialog', { name: dialogLabels.newUserActivity.title });
    await activity.waitFor();
    await activity.getByRole('button', { name: dialogLabels.newUserActivity.join }).click();
    await page.waitForURL((url) => url.pathname === '/activity/memberactivity');
    await page.goto(april.baseUrl() + '/');
    await page.waitForTimeout(2000);
    await expect(activity.count()).resolves.toBe(0);
  });

  it('today (outside both windows) neither shows', async () => {
    const html = await (await fetch(site.baseUrl() + '/')).text();
    expect(html).not.toContain(`aria-label="${shellLabels.headerBanner.title}"`);
  });

  it('today a new user who holds the coupon logs in without the new-user coupon dialog (doc 001 §4 window)', async () => {
    const page = await site.newPage();
    await logIn(page, site.baseUrl(), '13800000001');
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    // The session dialogs are decided once the start-up calls have answered.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog', { name: dialogLabels.newUserCoupon.title }).count()).resolves.toBe(0);
    await expect(page.getByRole('dialog', { name: dialogLabels.newUserActivity.title }).count()).resolves.toBe(0);
  });
});
