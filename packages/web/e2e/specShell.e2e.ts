import { describe, expect, it } from 'vitest';
import { messages, searchLabels } from '@wenxian/domain';
import { useBrowser } from './browser';

const site = useBrowser();

/** Issue 25 (doc 000, shell, access and session): each journey is one item, as the user meets it. */
describe('error pages and the standard search (issue 25 item 13)', () => {
  it('a 404 page has its own title, from the server and after a client navigation', async () => {
    const html = await (await fetch(site.baseUrl() + '/no/such/page')).text();
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain(messages.errorPage.notFoundTitle);
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/no/such/page');
    await expect(page.title()).resolves.toContain(messages.errorPage.notFoundTitle);
    await page.goto(site.baseUrl() + '/');
    await expect(page.title()).resolves.not.toContain(messages.errorPage.notFoundTitle);
  });

  it('/standard offers 作废 and 现行 as a filter before any search, and the search keeps the choice', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/standard');
    const filters = page.getByRole('complementary');
    await filters.getByRole('button', { name: searchLabels.facet.groups.standardStatus }).waitFor();
    await filters.getByRole('checkbox', { name: messages.standardStatus.void }).waitFor();
    await filters.getByRole('checkbox', { name: messages.standardStatus.current }).check();
    await page.waitForURL((url) => url.search.includes('f_standardStatus='));
    await page.getByRole('search').getByRole('textbox').first().fill('技术规范');
    await page.getByRole('search').getByRole('textbox').first().press('Enter');
    await page.waitForURL((url) => url.search.includes('k='));
    expect(new URL(page.url()).searchParams.get('f_standardStatus')).toBe(messages.standardStatus.current);
    await page.getByRole('region', { name: searchLabels.result.listLabel }).getByRole('listitem').first().waitFor();
    const checked = filters.getByRole('checkbox', { name: new RegExp(`^${messages.standardStatus.current}`) });
    await expect(checked.isChecked()).resolves.toBe(true);
  });
});
