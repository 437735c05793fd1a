import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, inject } from 'vitest';

/** Flags for Debian's chromium on a closed network (shared/design/TOOLCHAIN.md). */
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** One browser per e2e file; each journey gets a fresh page (fresh storage and cookies). */
export function useBrowser() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
  });
  afterAll(async () => browser?.close());
  return {
    baseUrl: () => inject('baseUrl'),
    async newPage(): Promise<Page> {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
      const page = await context.newPage();
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
