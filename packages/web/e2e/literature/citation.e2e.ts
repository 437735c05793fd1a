import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright';
import {
  batchLabels,
  dialogLabels,
  documentLabels,
  findLiteratureType,
  literatureSelectionStorageKey,
  messages,
  paginationLabels,
  resultLabels,
  searchBoxLabels,
} from '@wenxian/domain';
import { useBrowser } from '../harness/browser';

const site = useBrowser();
const C = dialogLabels.citation;
const B = batchLabels;
const Q = documentLabels.batchQuote;
const journalName = findLiteratureType(1)?.name ?? '';
const query = '/search?k=' + encodeURIComponent('碳中和');

async function resultRows(page: Page): Promise<Locator> {
  const rows = page.getByRole('region', { name: resultLabels.listLabel }).getByRole('article');
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
    const input = page.getByRole('textbox', { name: searchBoxLabels.inputLabel });
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
    await page.getByRole('button', { name: paginationLabels.next }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => selectedCount(page)).toBe('2');

    // 批量引用 opens /batchquote in a new window (doc 000 §2.1, §2.8), over the same selection.
    const [quote] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('group', { name: B.barLabel }).getByRole('button', { name: B.cite }).click(),
    ]);
    await quote.waitForURL((url) => url.pathname === '/batchquote');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    const list = quote.getByRole('list', { name: Q.list });
    await list.getByRole('listitem').nth(1).waitFor();
    const entries = await list.getByRole('listitem').allTextContents();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatch(/^\[1\] .+\[J(\/OL)?\]\./);
    expect(entries[1]).toMatch(/^\[2\] .+\[J(\/OL)?\]\./);
    for (const title of titles) expect(entries.join('\n')).toContain(title);
    await quote.getByText(Q.style).first().waitFor();

    await quote.getByRole('button', { name: Q.copy }).click();
    await quote.getByText(messages.copy.success).waitFor();
    await expect(quote.evaluate(() => navigator.clipboard.readText())).resolves.toBe(entries.join('\n'));
  });

  it('cites one result in three styles and saves a RefWorks export (sent as RefMan)', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + query);
    const [first] = await journalRows(page, 1);
    const title = (await first?.getByRole('heading').textContent()) ?? '';
    await first?.getByRole('button', { name: resultLabels.cite }).click();

    const dialog = page.getByRole('dialog', { name: C.title });
    for (const style of ['GB/T 7714—2015', 'MLA', 'APA']) await dialog.getByText(style, { exact: true }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: 'RefWorks' }).click(),
    ]);
    // Named by what was exported: the result's title (and first author), in RefWorks' RIS.
    expect(download.suggestedFilename().startsWith(title)).toBe(true);
    expect(download.suggestedFilename()).toMatch(/\.ris$/);
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
