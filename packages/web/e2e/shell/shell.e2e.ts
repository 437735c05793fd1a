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

  it('shows the not-found page for an unknown address', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/no/such/page');
    await page.getByText(messages.errorPage.notFoundTitle).waitFor();
  });
});
