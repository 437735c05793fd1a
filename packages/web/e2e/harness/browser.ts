import { chromium, type Browser, type BrowserContext, type Download, type Page } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { pageLabels, shellLabels } from '@wenxian/domain';
import { SIM_PASSWORD } from '@wenxian/simulation/accounts';
import { HANG_GUARD_MS } from './hangGuard';
import { journeyReport, startJourneyLog, watchPage } from './journeyDiagnosis';

/**
 * Each e2e file connects to the one Chromium the global setup started; each journey gets a fresh page in a
 * fresh context (fresh storage and cookies).
 */
export function useBrowser() {
  let browser: Browser;
  let contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserEndpoint'));
  });
  afterAll(async () => browser?.close());
  beforeEach(startJourneyLog);
  // A failed journey says where it stood (journeyDiagnosis.ts): a hang otherwise names no step.
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') console.error(await journeyReport(task.name));
    // A finished journey's pages close: left open, their timers and polls would run beside the next journeys.
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
  });
  return {
    baseUrl: () => inject('baseUrl'),
    /** Logs in with `mobile` (the simulation's password) on the login page and comes back to `path`. */
    async loginAt(page: Page, mobile: string, path: string): Promise<void> {
      const labels = pageLabels.login;
      await page.goto(inject('baseUrl') + '/account?serve=' + encodeURIComponent(path));
      await page.getByLabel(labels.account, { exact: true }).fill(mobile);
      await page.getByLabel(labels.password, { exact: true }).fill(SIM_PASSWORD);
      await page.getByRole('button', { name: labels.submit }).click();
      await page.waitForURL((url) => url.pathname === path.split('?')[0]);
    },
    /**
     * Logs in with `mobile` (the simulation's password) as a visitor does: from the home page, the header's 登录,
     * the form, and back on the home page once it has hydrated.
     */
    async logInFromHome(page: Page, mobile: string): Promise<void> {
      const labels = pageLabels.login;
      await page.goto(inject('baseUrl') + '/');
      await page.locator('header').first().getByRole('link', { name: shellLabels.header.login, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/account');
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      await page.getByLabel(labels.account, { exact: true }).fill(mobile);
      await page.getByLabel(labels.password, { exact: true }).fill(SIM_PASSWORD);
      await page.getByRole('button', { name: labels.submit }).click();
      await page.waitForURL((url) => url.pathname === '/');
      // A client navigation changes the address before the home page replaces the login form.
      await page.getByLabel(labels.password, { exact: true }).waitFor({ state: 'detached' });
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    },
    /** A fresh page whose `goto` waits for hydration, unless `{ hydrated: false }` (the first-seconds journeys). */
    async newPage({ hydrated = true }: { hydrated?: boolean } = {}): Promise<Page> {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
      contexts.push(context);
      // Playwright's own 30 s default would be a verdict on the machine's speed: its waits share the guard.
      context.setDefaultTimeout(HANG_GUARD_MS);
      const page = await context.newPage();
      watchPage(page);
      if (!hydrated) return page;
      // The server's HTML paints before the scripts load: a journey acts once React has hydrated the page.
      const goto = page.goto.bind(page);
      page.goto = async (...args: Parameters<Page['goto']>) => {
        const response = await goto(...args);
        await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
        return response;
      };
      return page;
    },
  };
}

/**
 * A download's text. The journeys' browser is shared over a connection, where `download.path()` is not
 * available: the file is read from the stream the browser hands over.
 */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
