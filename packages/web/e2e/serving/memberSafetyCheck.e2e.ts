import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialogLabels, messages, pageLabels, searchBoxLabels, shellLabels } from '@wenxian/domain';
import { SIM_PASSWORD } from '@wenxian/simulation/accounts';
import { useBrowser } from '../harness/browser';
import { startSiteServer, type SiteServer } from '../harness/siteServer';
import { searchIntoSafetyCheckAndClose } from '../harness/safetyCheckDialog';
import { startSimulation, startThrottlingUpstream } from '../harness/throttlingBackend';

const site = useBrowser();

/**
 * A logged-in member meets code 20 (doc 000 §4.8) and closes the slider. The backend counts a logged-in caller's
 * calls per token, so the site runs against a backend in front of the simulation that answers code 20 to every
 * call carrying a throttled token, from the moment the journey adds the member's: deterministic, where a burst of
 * several hundred calls would judge the machine's speed.
 */
describe('a member meets the safety check and closes it', () => {
  const throttledTokens = new Set<string>();
  let simulation: ChildProcess | undefined;
  let upstream: Server | undefined;
  let member: SiteServer | undefined;
  const carriesThrottledToken = (headers: Record<string, string | string[] | undefined>) =>
    [...throttledTokens].some((token) =>
      ['cookie', 'authorization', 'x-token', 'token'].some((name) => String(headers[name] ?? '').includes(token)),
    );

  beforeAll(async () => {
    const started = await startSimulation();
    simulation = started.child;
    upstream = await startThrottlingUpstream(
      started.url,
      carriesThrottledToken,
      messages.errorPage.safetyCheckRequired,
    );
    const { port } = upstream.address() as AddressInfo;
    member = await startSiteServer({ API_UPSTREAM: `http://127.0.0.1:${port}/`, ACCESS_LOG: 'off' });
  });
  afterAll(async () => {
    member?.stop();
    simulation?.kill('SIGTERM');
    await new Promise((resolve) => upstream?.close(resolve));
  });

  /**
   * Logs `mobile` in from the header's 登录, searches from the home page and, on the results, has the backend
   * throttle the member's token from then on.
   */
  async function memberThrottledOnResults(mobile: string) {
    const baseUrl = (member as SiteServer).baseUrl;
    const page = await site.newPage();
    await page.goto(baseUrl + '/');
    await page.getByRole('link', { name: shellLabels.header.login, exact: true }).click();
    await page.waitForURL(/\/account\?serve=/);
    await page.getByLabel(pageLabels.login.account, { exact: true }).fill(mobile);
    await page.getByLabel(pageLabels.login.password, { exact: true }).fill(SIM_PASSWORD);
    await page.getByRole('button', { name: pageLabels.login.submit }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const personalMenu = page.getByRole('button', { name: new RegExp(shellLabels.header.personalMenu) });
    await personalMenu.waitFor();
    const homeSearch = () => page.getByRole('main').getByLabel(searchBoxLabels.inputLabel, { exact: true }).first();
    await homeSearch().fill('碳中和');
    await homeSearch().press('Enter');
    await page.waitForURL((url) => url.pathname === '/search');
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value ?? '';
    expect(token).not.toBe('');
    throttledTokens.add(token);
    return { page, personalMenu, homeSearch, token };
  }

  it('is still shown logged in at the root, and the slider waits for a new call of theirs', async () => {
    // From now on the backend throttles the member's token; their next search meets code 20 and the slider opens.
    const { page, personalMenu, homeSearch, token } = await memberThrottledOnResults('13800000002');
    await searchIntoSafetyCheckAndClose(page, '深度学习');
    const dialog = page.getByRole('dialog', { name: messages.safetyCheck.title });

    // At the root, still the member: the header shows the personal menu, not 登录 (the token is kept), and
    // neither the dialog nor the safety check page's slider opens again on the root's own calls, though the
    // backend still throttles them. (A new page load here rendered the member logged out under the check.)
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(await personalMenu.count()).toBe(1);
    expect(await page.getByRole('link', { name: shellLabels.header.login, exact: true }).count()).toBe(0);
    expect(await dialog.count()).toBe(0);
    expect(await page.getByRole('slider', { name: dialogLabels.safetyCheck.sliderLabel }).count()).toBe(0);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value).toBe(token);

    // A new search of the member's while the backend still throttles asks for the check again.
    await homeSearch().fill('机器学习');
    await homeSearch().press('Enter');
    await dialog.waitFor();
  });

  // Typing asks for suggestions, and that call meets code 20 before the member presses Enter: the check opens with
  // its slider focused, so the Enter meant for the box neither cancels it nor takes the member to the root.
  it('keeps a check opened while the member types through the Enter meant for the box', async () => {
    const { page } = await memberThrottledOnResults('13800000003');
    const dialog = page.getByRole('dialog', { name: messages.safetyCheck.title });
    await page.getByRole('search').getByRole('textbox').first().fill('深度学习');
    await dialog.waitFor();
    await page.keyboard.press('Enter');
    await page.waitForLoadState('networkidle');
    expect(await dialog.count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/search');
  });
});
