import { describe, expect, it } from 'vitest';
import { contentLabels } from '@wenxian/domain';
import { useBrowser } from '../harness/browser';

const site = useBrowser();
const H = contentLabels.helpCenter;

/** The text of the first response's <main>, as the server rendered it. */
async function mainText(path: string): Promise<{ status: number; text: string }> {
  const response = await fetch(site.baseUrl() + path);
  const html = await response.text();
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  return { status: response.status, text: main.replace(/<[^>]+>/g, '') };
}

describe('content journeys', () => {
  it('answers every content route server-rendered with a real body', async () => {
    const routes = [
      '/ks',
      '/crc',
      '/system',
      '/pageTmp',
      '/helpcenter',
      '/helpcenter/advancesearch',
      '/helpcenter/search?k=发票',
      '/helpcenter/nav/question',
      '/helpcenter/nav/application',
      '/helpcenter/nav/cooperation',
      '/helpcenter/detail/question',
      '/helpcenter/detail/application',
      '/helpcenter/detail/cooperation',
      '/newsInformation/list',
      '/newsInformation/chair',
      '/newsInformation/detail',
      '/aboutus/agreement',
      '/aboutus/as',
      '/aboutus/cc',
      '/aboutus/contact',
      '/aboutus/cso',
      '/aboutus/fl',
      '/aboutus/ps',
    ];
    for (const route of routes) {
      const { status, text } = await mainText(encodeURI(route));
      expect(status, route).toBe(200);
      expect(text.length, route).toBeGreaterThan(40);
    }
    expect((await mainText('/aboutus/agreement')).text).toContain('用户服务协议');
  });

  it('searches the help centre and opens an answer', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/helpcenter');
    const search = page.getByRole('search', { name: H.searchLabel });
    // An empty search is refused and nothing is lost.
    await search.getByRole('button', { name: H.search }).click();
    await search.getByRole('alert').filter({ hasText: H.emptyKeyword }).waitFor();
    await search.getByRole('searchbox').fill('发票');
    await search.getByRole('button', { name: H.search }).click();
    await page.waitForURL(/\/helpcenter\/search\?k=/);
    await page
      .getByRole('status')
      .filter({ hasText: H.results(1, '发票') })
      .waitFor();
    await page.getByRole('link', { name: '如何开具发票' }).click();
    await page.getByRole('heading', { level: 1, name: '如何开具发票' }).waitFor();
    await page
      .getByRole('navigation', { name: contentLabels.outline })
      .getByRole('link', { name: '申请方式' })
      .waitFor();
  });

  it('opens a news item from the list', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/newsInformation/list');
    const list = page.getByRole('list', { name: contentLabels.news.list });
    const first = list.getByRole('link').first();
    const title = (await first.textContent()) ?? '';
    await first.click();
    await page.waitForURL(/\/newsInformation\/detail\/N\d+/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.locator('main').textContent()).toContain('研究现状');
  });

  it('leaves no footer or header link of these areas on the not-found page', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/aboutus/as');
    const hrefs = await page
      .locator('footer a[href^="/"], header a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const ours = [...new Set(hrefs)].filter((h) =>
      /^\/(helpcenter|aboutus|newsInformation|product|activity|ks|crc|system|pageTmp)/.test(h),
    );
    expect(ours.length).toBeGreaterThan(5);
    for (const href of ours) {
      const response = await fetch(site.baseUrl() + href, { redirect: 'manual' });
      expect([200, 302], href).toContain(response.status);
    }
  });
});
