import { describe, expect, it } from 'vitest';
import { messages, searchLabels } from '@wenxian/domain';
import { useBrowser } from './browser';

const site = useBrowser();

describe('search journey', () => {
  it('searches from the home page, pages through results and keeps the state in the URL', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/');
    const input = page.getByRole('textbox', { name: searchLabels.searchBox.inputLabel });
    await input.click();
    await page.getByRole('listbox', { name: messages.search.hotSearchTitle }).waitFor();
    await input.fill('碳中和');
    await input.press('Enter');

    await page.waitForURL(/\/search\?k=%E7%A2%B3%E4%B8%AD%E5%92%8C/);
    const results = page.getByRole('region', { name: searchLabels.result.listLabel });
    await results.getByRole('article').first().waitFor();
    const firstTitle = await results.getByRole('article').first().getByRole('heading').textContent();
    expect(firstTitle).toContain('碳');

    await page.getByRole('button', { name: '下一页' }).click();
    await page.waitForURL(/page=2/);
    // Page 2 replaces the rows once it arrives.
    await expect
      .poll(() => results.getByRole('article').first().getByRole('heading').textContent())
      .not.toBe(firstTitle);
    await expect(results.getByRole('article').count()).resolves.toBe(20);

    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('page='));
  });

  it('shows 暂无数据 when nothing matches', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/search?k=' + encodeURIComponent('zzqqxxyy'));
    await page.getByText(messages.loader.empty).waitFor();
  });
});
