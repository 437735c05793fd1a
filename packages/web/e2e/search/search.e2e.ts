import { describe, expect, it } from 'vitest';
import {
  facetLabels,
  messages,
  pageLabels,
  resultLabels,
  searchBoxLabels,
  searchPageLabels,
  sortLabels,
} from '@wenxian/domain';
import { useBrowser } from '../harness/browser';

const site = useBrowser();

describe('search journey', () => {
  it('searches from the home page, pages through results and keeps the state in the URL', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/');
    const input = page.getByRole('textbox', { name: searchBoxLabels.inputLabel });
    await input.click();
    await page.getByRole('listbox', { name: messages.search.hotSearchTitle }).waitFor();
    await input.fill('碳中和');
    await input.press('Enter');

    await page.waitForURL(/\/search\?k=%E7%A2%B3%E4%B8%AD%E5%92%8C/);
    const results = page.getByRole('region', { name: resultLabels.listLabel });
    await results.getByRole('article').first().waitFor();
    const firstTitle = await results.getByRole('article').first().getByRole('heading').textContent();
    expect(firstTitle).toContain('碳');

    await page.getByRole('button', { name: '下一页' }).click();
    await page.waitForURL(/page=2/);
    // Page 2 replaces the rows once it arrives.
    await expect
      .poll(() => results.getByRole('article').first().getByRole('heading').textContent())
      .not.toBe(firstTitle);
    // The rows past the first screenful follow a frame later.
    await expect.poll(() => results.getByRole('article').count()).toBe(20);

    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('page='));
  });

  it('a search typed on the results page keeps the focus in the box, and its every row follows the first screenful', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/search?k=' + encodeURIComponent('研究'));
    await page.locator('html[data-hydrated]').waitFor();
    const input = page.getByRole('textbox', { name: searchBoxLabels.inputLabel });
    await input.fill('碳中和');
    await input.press('Enter');
    await page.waitForURL(/k=%E7%A2%B3%E4%B8%AD%E5%92%8C/);
    const results = page.getByRole('region', { name: resultLabels.listLabel });
    await expect.poll(() => results.getByRole('article').first().getByRole('heading').textContent()).toContain('碳');
    await expect.poll(() => results.getByRole('article').count()).toBe(20);
    // The box was not given the address afresh: the visitor can type the next search at once.
    await expect(input.evaluate((field) => field === document.activeElement)).resolves.toBe(true);
    await expect(input.inputValue()).resolves.toBe('碳中和');

    // Back: the box shows the address's search again.
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('k') === '研究');
    await expect.poll(() => input.inputValue()).toBe('研究');
  });

  it('text typed while a filter’s results load stays in the box, and its search keeps the filter', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/search?k=' + encodeURIComponent('机器学习'));
    await page.locator('html[data-hydrated]').waitFor();
    const input = page.getByRole('textbox', { name: searchBoxLabels.inputLabel });
    const filters = page.getByRole('complementary', { name: facetLabels.panelLabel });
    // A slow main thread keeps the filter's results loading while the visitor types.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const filter = filters.locator('label').first();
    // The filter's results are painted when the total reads the count the filter shows beside its name.
    const count = /\((\d+)\)/.exec((await filter.textContent()) ?? '')?.[1];
    expect(count).toBeDefined();
    await filter.getByRole('checkbox').click();
    await input.fill('深度学习');
    await expect
      .poll(() => page.locator('main').textContent())
      .toMatch(new RegExp(`${sortLabels.totalPrefix}\\s*${count}\\s*${sortLabels.totalSuffix}`));
    await expect(input.inputValue()).resolves.toBe('深度学习');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    await input.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('k') === '深度学习');
    expect([...new URL(page.url()).searchParams.keys()].some((key) => key.startsWith('f_'))).toBe(true);
  });

  it('a document opened from the foot of the results starts at its top; back returns to the foot', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/search?k=' + encodeURIComponent('机器学习'));
    await page.locator('html[data-hydrated]').waitFor();
    const results = page.getByRole('region', { name: resultLabels.listLabel });
    const last = results.getByRole('article').last().getByRole('heading').getByRole('link');
    await last.scrollIntoViewIfNeeded();
    const foot = await page.evaluate(() => window.scrollY);
    expect(foot).toBeGreaterThan(500);
    await last.click();
    await page.waitForURL(/\/doc\//);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.waitForURL(/\/search\?/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(foot / 2);
  });

  it('shows 暂无数据 when nothing matches', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/search?k=' + encodeURIComponent('zzqqxxyy'));
    await page.getByText(messages.loader.empty).waitFor();
  });

  it('a 文献类型 tile browses that kind, and the type tabs move to another kind', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/');
    const tiles = page.getByRole('navigation', { name: pageLabels.home.typesHeading });
    await tiles.getByRole('link', { name: pageLabels.home.typeEntry('专利') }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('id') === '5');
    const results = page.getByRole('region', { name: resultLabels.listLabel });
    const documentLinks = () =>
      results
        .getByRole('article')
        .evaluateAll((rows) => rows.map((row) => row.querySelector('a')?.getAttribute('href')));
    await results.getByRole('article').first().waitFor();
    const tabs = page.getByRole('group', { name: searchPageLabels.typeTabs });
    await expect(tabs.getByRole('button', { name: /^专利/ }).getAttribute('aria-pressed')).resolves.toBe('true');
    expect((await documentLinks()).every((href) => href?.startsWith('/doc/patent/'))).toBe(true);
    await expect(tabs.getByRole('button', { name: /全部/ }).count()).resolves.toBe(0);
    await expect(tabs.getByRole('button').count()).resolves.toBe(10);
    // The page's one heading names the kind browsed, for those who move through the page by headings.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('专利检索结果');
    // So does its title, in the tab bar and in the history.
    await expect.poll(() => page.title()).toBe('专利检索 - 文献');

    await page.locator('html[data-hydrated]').waitFor();
    await tabs.getByRole('button', { name: /^标准/ }).click();
    await page.waitForURL((url) => url.searchParams.get('id') === '6');
    await expect
      .poll(async () => (await tabs.getByRole('button', { name: /^标准/ }).getAttribute('aria-pressed')) ?? '')
      .toBe('true');
    await expect
      .poll(async () => {
        const hrefs = await documentLinks();
        return hrefs.length > 0 && hrefs.every((href) => href?.startsWith('/doc/standard/'));
      })
      .toBe(true);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('标准检索结果');
    await expect.poll(() => page.title()).toBe('标准检索 - 文献');
  });
});
