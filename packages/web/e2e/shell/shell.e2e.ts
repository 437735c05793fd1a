import { describe, expect, it } from 'vitest';
import { messages } from '@wenxian/domain';
import { useBrowser } from '../harness/browser';

const site = useBrowser();

describe('site shell', () => {
  it('opens the home page', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/');
    await expect(page.title()).resolves.toContain('文献');
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('in a window narrower than the content, every band is as wide as the header (doc 000 §9: 140rem)', async () => {
    const page = await site.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(site.baseUrl() + '/');
    await page.locator('footer').waitFor();
    const widths = await page.evaluate(() =>
      ['header', 'main', 'footer'].map((tag) => document.querySelector(tag)?.getBoundingClientRect().width),
    );
    expect(widths).toEqual([1400, 1400, 1400]);
  });

  it('shows the not-found page for an unknown address', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/no/such/page');
    await page.getByText(messages.errorPage.notFoundTitle).waitFor();
  });
});
