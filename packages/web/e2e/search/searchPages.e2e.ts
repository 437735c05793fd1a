import { describe, expect, it } from 'vitest';
import { resultLabels, searchLabels } from '@wenxian/domain';
import { useBrowser } from '../harness/browser';

const site = useBrowser();
const H = searchLabels.history;

describe('the other search pages on the production server', () => {
  it('answers each page as server-rendered HTML with its content in <main>', async () => {
    const pages: [string, string][] = [
      [`/patent?k=${encodeURIComponent('装置')}`, '一种用于'],
      [`/standard?k=${encodeURIComponent('技术规范')}`, '标准状态'],
      [`/journal/search?k=${encodeURIComponent('学报')}`, searchLabels.entitySearch.journal.listLabel],
      [`/organization/search?k=${encodeURIComponent('大学')}`, searchLabels.entitySearch.organization.listLabel],
      ['/searchhistory', H.title],
      ['/keyword', searchLabels.keywordPage.recommended],
    ];
    for (const [path, text] of pages) {
      const response = await fetch(site.baseUrl() + path);
      expect(response.status).toBe(200);
      const html = await response.text();
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      expect(main, path).toContain(text);
    }
  });

  it('notes a patent search in the history and runs it again from there', async () => {
    const page = await site.newPage();
    await page.goto(`${site.baseUrl()}/patent?k=${encodeURIComponent('装置')}`);
    await page.getByRole('main').getByRole('article').first().waitFor();
    await page.goto(`${site.baseUrl()}/searchhistory`);
    const table = page.getByRole('table', { name: H.listLabel });
    await expect(table.getByRole('row').nth(1).textContent()).resolves.toContain('装置');
    await table.getByRole('link', { name: H.rerun }).first().click();
    await page.waitForURL(/\/search\?k=%E8%A3%85%E7%BD%AE/);
    await page.getByRole('region', { name: resultLabels.listLabel }).getByRole('article').first().waitFor();
  });

  it('searches organisations from the organization banner', async () => {
    const page = await site.newPage();
    await page.goto(`${site.baseUrl()}/organization/search`);
    const banner = page.getByRole('search', { name: searchLabels.organization.inputLabel }).locator('input');
    await banner.fill('大学');
    await banner.press('Enter');
    await page.waitForURL(/\/organization\/search\?k=%E5%A4%A7%E5%AD%A6/);
    const list = page.getByRole('list', { name: searchLabels.entitySearch.organization.listLabel });
    await expect(list.getByRole('link').first().getAttribute('href')).resolves.toMatch(/^\/organization\//);
  });
});

describe('each variant search returns its own kind of records', () => {
  /** The distinct link targets of a kind inside <main> of the server's first response. */
  async function linkKinds(path: string, pattern: RegExp): Promise<string[]> {
    const response = await fetch(site.baseUrl() + path);
    expect(response.status, path).toBe(200);
    const html = await response.text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    return [...new Set([...main.matchAll(pattern)].map((m) => m[1] ?? ''))];
  }

  it('degree, patent and standard pages list only their literature type', async () => {
    const k = encodeURIComponent('研究');
    for (const [path, kind] of [
      [`/degree/search?k=${k}`, 'degree'],
      [`/patent?k=${encodeURIComponent('装置')}`, 'patent'],
      [`/standard?k=${encodeURIComponent('技术规范')}`, 'standard'],
    ] as const) {
      expect(await linkKinds(path, /href="\/doc\/([a-z]+)\//g), path).toEqual([kind]);
    }
  });

  it('journal and author searches list journals and authors, not articles', async () => {
    const journals = await linkKinds(`/journal/search?k=${encodeURIComponent('学报')}`, /href="\/(journal|doc)\//g);
    expect(journals).toEqual(['journal']);
    const authors = await linkKinds(`/author/search?k=${encodeURIComponent('王')}`, /href="\/(author|doc)\/[^"/]+"/g);
    expect(authors).toEqual(['author']);
  });
});
