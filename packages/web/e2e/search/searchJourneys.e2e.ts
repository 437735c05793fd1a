import { describe, expect, it } from 'vitest';
import {
  checkProfessionalExpression,
  describeExpressionError,
  paginationLabels,
  resultLabels,
  searchBoxLabels,
  searchLabels,
  searchPageLabels,
  sortLabels,
  shellLabels,
} from '@wenxian/domain';
import { useBrowser } from '../harness/browser';

const site = useBrowser();

describe('search journeys', () => {
  it('basic search → facet → sort both ways → page → open a result, all in the address', async () => {
    const page = await site.newPage();
    const first = await fetch(`${site.baseUrl()}/search?k=${encodeURIComponent('研究')}`);
    // Server-rendered: results, tabs and facets are in the first response.
    const html = await first.text();
    expect(html).toContain('role="search"');
    expect(html).toContain(searchPageLabels.facetLogic);

    await page.goto(`${site.baseUrl()}/search?k=${encodeURIComponent('研究')}`);
    const results = page.getByRole('region', { name: resultLabels.listLabel });
    await results.getByRole('article').first().waitFor();

    const years = page.getByRole('region', { name: /年份/ });
    await years.getByRole('checkbox').first().click();
    await page.waitForURL(/f_Y=/);
    const chosenYear = new URL(page.url()).searchParams.get('f_Y');
    await expect
      .poll(async () =>
        (await results.getByRole('article').allTextContents()).every((t) => t.includes(chosenYear ?? '?')),
      )
      .toBe(true);

    // Each step acts on the results it sees: once the page shows the order the address names (the address
    // changes before React renders it) and has fetched and drawn its rows (nothing aria-busy).
    const settled = () => expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    const citedSort = (order: string) =>
      page.getByRole('button', { name: new RegExp(`${sortLabels.cited}.*${order}`) });
    await settled();
    await page.getByRole('button', { name: new RegExp(sortLabels.cited) }).click();
    await page.waitForURL(/sort=cited\.desc/);
    await citedSort(sortLabels.descending).waitFor();
    await settled();
    await page.getByRole('button', { name: new RegExp(sortLabels.cited) }).click();
    await page.waitForURL(/sort=cited\.asc/);
    await citedSort(sortLabels.ascending).waitFor();

    await settled();
    await page.getByRole('button', { name: '下一页' }).click();
    await page.waitForURL(/page=2/);
    expect(new URL(page.url()).searchParams.get('f_Y')).toBe(chosenYear);

    // The address changes before React renders page 2; its results replace page 1's once fetched (aria-busy).
    await page
      .locator(`[aria-current="page"][aria-label="${paginationLabels.page}2${paginationLabels.pageSuffix}"]`)
      .waitFor();
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    // Opening a result follows its document address (the document pages themselves are the documents area's).
    const link = results.getByRole('article').first().getByRole('link').first();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/doc\/[a-z]+\/[\w-]+$/);
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
  });

  it('a filter, an order, its flip and a page chosen one after another, before any results arrive, all apply', async () => {
    const page = await site.newPage();
    await page.goto(`${site.baseUrl()}/search?k=${encodeURIComponent('研究')}`);
    // A slow phone: each choice's results are still on their way (the page shows the last ones) when the next is made.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const year = page.getByRole('region', { name: /年份/ }).getByRole('checkbox').first();
    const chosenYear = /\d{4}/.exec((await year.locator('..').textContent()) ?? '')?.[0];
    await year.click();
    await page.getByRole('button', { name: new RegExp(sortLabels.cited) }).click();
    await page.getByRole('button', { name: new RegExp(sortLabels.cited) }).click();
    await page.getByRole('button', { name: '下一页' }).click();
    const pageTwo = `[aria-current="page"][aria-label="${paginationLabels.page}2${paginationLabels.pageSuffix}"]`;
    await page.locator(pageTwo).waitFor();
    const address = new URL(page.url()).searchParams;
    expect([address.get('f_Y'), address.get('sort'), address.get('page')]).toEqual([chosenYear, 'cited.asc', '2']);
    await page.getByRole('button', { name: new RegExp(`${sortLabels.cited}.*${sortLabels.ascending}`) }).waitFor();
  });

  it('the pager stays where it is when brought into view, on the server’s page and on a new page of results', async () => {
    const page = await site.newPage();
    await page.goto(`${site.baseUrl()}/search?k=${encodeURIComponent('研究')}`);
    const pager = page.getByRole('navigation', { name: paginationLabels.label });
    // Every layout shift that moves the pager, as the browser reports it (the Layout Instability API).
    await page.evaluate((label) => {
      const moves: string[] = [];
      const note = (entries: PerformanceEntryList) => {
        for (const entry of entries as unknown as { sources: { node?: Node }[] }[])
          for (const source of entry.sources)
            if (source.node instanceof Element && source.node.closest(`nav[aria-label="${label}"]`))
              moves.push(source.node.outerHTML.slice(0, 80));
      };
      const observer = new PerformanceObserver((list) => note(list.getEntries()));
      observer.observe({ type: 'layout-shift' });
      // Shifts not yet delivered to the observer are read too, through the same filter.
      Object.assign(window, {
        pagerMoves: () => {
          note(observer.takeRecords());
          return moves;
        },
      });
    }, paginationLabels.label);
    // Brought into view as a click brings it, then ten frames for the rows beside it to be laid out if they were not.
    const movesOnceInView = async () => {
      await pager.scrollIntoViewIfNeeded();
      return page.evaluate(async () => {
        for (let i = 0; i < 10; i += 1) await new Promise(requestAnimationFrame);
        return (window as unknown as { pagerMoves: () => string[] }).pagerMoves();
      });
    };
    expect(await movesOnceInView()).toEqual([]);

    // A new page of rows on the same page (another order), from the top of the page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: new RegExp(sortLabels.cited) }).click();
    await page.getByRole('button', { name: new RegExp(`${sortLabels.cited}.*${sortLabels.descending}`) }).waitFor();
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    expect(await movesOnceInView()).toEqual([]);
  });

  it('a professional expression with an error is flagged at its position, fixed, then run', async () => {
    const page = await site.newPage();
    await page.goto(`${site.baseUrl()}/search?k=${encodeURIComponent('K=乡村振兴')}&regex=1`);
    const input = page.getByRole('textbox', { name: searchBoxLabels.inputLabel });
    const broken = 'K=乡村振兴 AND';
    await input.fill(broken);
    await input.press('Enter');
    const error = checkProfessionalExpression(broken);
    expect(error?.position).toBe(7);
    await page
      .getByRole('alert')
      .filter({ hasText: describeExpressionError(error!) })
      .waitFor();
    // Nothing was sent: the address is unchanged, and the box keeps the text.
    expect(new URL(page.url()).searchParams.get('k')).toBe('K=乡村振兴');
    await expect(input.inputValue()).resolves.toBe(broken);

    await input.fill('K=乡村振兴 AND K=数字经济');
    await input.press('Enter');
    await page.waitForURL(/%E6%95%B0%E5%AD%97/);
    await page.getByRole('region', { name: resultLabels.listLabel }).getByRole('article').first().waitFor();
  });

  it('back and forward restore text, filters, sort and page', async () => {
    const page = await site.newPage();
    const start = `${site.baseUrl()}/search?k=${encodeURIComponent('数字经济')}`;
    await page.goto(start);
    const results = page.getByRole('region', { name: resultLabels.listLabel });
    await results.getByRole('article').first().waitFor();
    await page.getByRole('button', { name: new RegExp(sortLabels.date) }).click();
    await page.waitForURL(/sort=date\.desc/);
    await page.getByLabel(searchPageLabels.pageSize).selectOption('10');
    await page.waitForURL(/size=10/);
    await expect.poll(() => results.getByRole('article').count()).toBe(10);
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('size='));
    await expect.poll(() => results.getByRole('article').count()).toBe(20);
    expect(await page.getByRole('button', { name: new RegExp(sortLabels.date) }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.goForward();
    await page.waitForURL(/size=10/);
    await expect.poll(() => results.getByRole('article').count()).toBe(10);
    expect(await page.getByLabel(searchPageLabels.pageSize).inputValue()).toBe('10');
  });

  it('type tabs show counts and restrict the results', async () => {
    const page = await site.newPage();
    await page.goto(`${site.baseUrl()}/search?k=${encodeURIComponent('研究')}`);
    const tabs = page.getByRole('group', { name: searchPageLabels.typeTabs });
    const thesis = tabs.getByRole('button', { name: /学位/ });
    await thesis.click();
    await page.waitForURL(/id=2/);
    await expect.poll(() => thesis.getAttribute('aria-pressed')).toBe('true');
  });

  it('advanced search with a nested group finds what its professional expression finds', async () => {
    const page = await site.newPage();
    const A = searchLabels.advanced;
    await page.goto(`${site.baseUrl()}/advancesearch`);
    await page.getByRole('textbox', { name: `${A.text} 1` }).fill('乡村振兴');
    await page.getByRole('button', { name: A.addGroup, exact: true }).click();
    await page.getByRole('textbox', { name: `${A.text} 4.1` }).fill('数字经济');
    await page.getByRole('textbox', { name: `${A.text} 4.2` }).fill('发展');
    await page.getByRole('combobox', { name: `${A.operator} 4`, exact: true }).selectOption('OR');
    await page.getByRole('button', { name: A.run, exact: true }).click();
    const status = page.getByRole('status').filter({ hasText: sortLabels.totalPrefix });
    await expect.poll(async () => /\d/.test((await status.textContent()) ?? '')).toBe(true);
    await page.locator('article').first().waitFor();
    const advancedTotal = (await status.textContent())?.replace(/\D/g, '');
    const advancedFirst = await page.locator('article').first().getByRole('link').first().textContent();

    await page.getByRole('link', { name: A.openProfessional }).click();
    await page.waitForURL(/regex=1/);
    const results = page.getByRole('region', { name: resultLabels.listLabel });
    await results.getByRole('article').first().waitFor();
    const professionalTotal = (
      await page.getByRole('status').filter({ hasText: sortLabels.totalPrefix }).first().textContent()
    )?.replace(/\D/g, '');
    expect(professionalTotal).toBe(advancedTotal);
    expect(await results.getByRole('article').first().getByRole('link').first().textContent()).toBe(advancedFirst);
  });

  it('the header keyword box (after 500 px) opens the global search dialog, which searches within a type', async () => {
    const G = searchLabels.globalSearch;
    const page = await site.newPage();
    await page.goto(`${site.baseUrl()}/search?k=${encodeURIComponent('研究')}`);
    await page.getByRole('region', { name: resultLabels.listLabel }).getByRole('article').first().waitFor();
    const compact = page.getByRole('searchbox', { name: shellLabels.header.compactSearchLabel });
    expect(await compact.count()).toBe(0);
    await page.mouse.wheel(0, 800);
    await compact.waitFor();
    await compact.focus();
    const dialog = page.getByRole('dialog', { name: G.title });
    await dialog.waitFor();
    // The text field has focus: typing goes straight in.
    const input = dialog.getByRole('textbox', { name: searchBoxLabels.inputLabel });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    // Escape closes it and gives focus back to the header box without opening it again.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForTimeout(600);
    expect(await dialog.count()).toBe(0);

    await compact.blur();
    await compact.focus();
    await dialog.waitFor();
    // The search just made is offered again among the recent ones.
    await dialog.getByRole('link', { name: '研究' }).waitFor();
    await dialog.getByText('学位', { exact: true }).click();
    await input.fill('深度学习');
    await input.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('k') === '深度学习' && url.searchParams.get('id') === '2');
    await dialog.waitFor({ state: 'detached' });
    const first = page.getByRole('region', { name: resultLabels.listLabel }).getByRole('article').first();
    await first.waitFor();
    expect(await first.getByRole('link').first().getAttribute('href')).toMatch(/^\/doc\/degree\//);
  });
});
