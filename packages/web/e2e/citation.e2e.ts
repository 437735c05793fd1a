import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright';
import {
  dialogLabels,
  findLiteratureType,
  literatureSelectionStorageKey,
  messages,
  searchLabels,
} from '@wenxian/domain';
import { useBrowser } from './browser';

const site = useBrowser();
const C = dialogLabels.citation;
const B = searchLabels.batch;
const journalName = findLiteratureType(1)?.name ?? '';
const query = '/search?k=' + encodeURIComponent('碳中和');

async function resultRows(page: Page): Promise<Locator> {
  const rows = page.getByRole('region', { name: searchLabels.result.listLabel }).getByRole('article');
  await rows.first().waitFor();
  return rows;
}

/** The first `count` journal rows of the page (their type badge reads 期刊). */
async function journalRows(page: Page, count: number): Promise<Locator[]> {
  const rows = await resultRows(page);
  const found: Locator[] = [];
  for (const row of await rows.all()) {
    if ((await row.getByText(journalName, { exact: true }).count()) > 0) found.push(row);
    if (found.length === count) break;
  }
  return found;
}

const selectedCount = (page: Page) => page.getByRole('group', { name: B.barLabel }).locator('strong').textContent();

describe('citation journey', () => {
  it('selects 2 journal articles, keeps them over a reload and a page change, cites them in GB/T 7714—2015 and copies the text', async () => {
    const page = await site.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.baseUrl() });
    await page.goto(site.baseUrl() + '/');
    const input = page.getByRole('textbox', { name: searchLabels.searchBox.inputLabel });
    await input.fill('碳中和');
    await input.press('Enter');
    await page.waitForURL(/\/search\?k=/);

    const journals = await journalRows(page, 2);
    expect(journals).toHaveLength(2);
    // Rows are told apart by their document link (titles can repeat in the corpus).
    const titles: string[] = [];
    const links: string[] = [];
    for (const row of journals) {
      titles.push((await row.getByRole('heading').textContent()) ?? '');
      links.push((await row.getByRole('heading').getByRole('link').getAttribute('href')) ?? '');
      await row.getByRole('checkbox').check();
    }
    await expect.poll(() => selectedCount(page)).toBe('2');

    await page.reload();
    await resultRows(page);
    await expect.poll(() => selectedCount(page)).toBe('2');
    for (const href of links) {
      await expect(page.locator(`article:has(a[href="${href}"])`).getByRole('checkbox').isChecked()).resolves.toBe(
        true,
      );
    }
    const stored = await page.evaluate((key) => localStorage.getItem(key), literatureSelectionStorageKey);
    expect(JSON.parse(stored ?? '[]')).toHaveLength(2);

    // Another page of results keeps the selection (the rows there are unchecked, the count stays).
    await page.getByRole('button', { name: searchLabels.pagination.next }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => selectedCount(page)).toBe('2');

    await page.getByRole('group', { name: B.barLabel }).getByRole('button', { name: B.cite }).click();
    const dialog = page.getByRole('dialog', { name: C.batchTitle });
    await dialog.getByText('GB/T 7714—2015', { exact: true }).waitFor();
    const text = (await dialog.locator('p', { hasText: '[1] ' }).textContent()) ?? '';
    expect(text).toMatch(/^\[1\] .+\[J\/OL\]\..*\n\[2\] .+\[J\/OL\]\./);
    for (const title of titles) expect(text).toContain(title);
    expect(await dialog.getByText('MLA', { exact: true }).count()).toBe(0);

    await dialog.getByRole('button', { name: `${C.copy} GB/T 7714—2015` }).click();
    await dialog.getByText(messages.copy.success).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(text);
  });

  it('cites one result in three styles and saves a RefWorks export (sent as RefMan)', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + query);
    const [first] = await journalRows(page, 1);
    const title = (await first?.getByRole('heading').textContent()) ?? '';
    await first?.getByRole('button', { name: searchLabels.result.cite }).click();

    const dialog = page.getByRole('dialog', { name: C.title });
    for (const style of ['GB/T 7714—2015', 'MLA', 'APA']) await dialog.getByText(style, { exact: true }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: 'RefWorks' }).click(),
    ]);
    expect(download.suggestedFilename()).toContain('RefMan');
    const stream = await download.createReadStream();
    let content = '';
    for await (const chunk of stream) content += String(chunk);
    expect(content).toContain(`TI  - ${title}`);
  });

  it('sends batch review to the login page when logged out, and clears the selection', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + query);
    const [first] = await journalRows(page, 1);
    await first?.getByRole('checkbox').check();
    await expect.poll(() => selectedCount(page)).toBe('1');

    await page.getByRole('group', { name: B.barLabel }).getByRole('button', { name: B.clear }).click();
    await expect.poll(() => selectedCount(page)).toBe('0');
    await expect(first?.getByRole('checkbox').isChecked()).resolves.toBe(false);

    await page.getByRole('group', { name: B.barLabel }).getByRole('button', { name: B.review }).click();
    await page.waitForURL(/\/account\?serve=.*batchreview/);
  });
});
