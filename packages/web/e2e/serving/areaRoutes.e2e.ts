import { describe, expect, it } from 'vitest';
import { messages } from '@wenxian/domain';
import { specRoutes } from '../../src/routes/specRoutes';
import { useBrowser } from '../harness/browser';
import { sweep } from '../harness/sweep';

const site = useBrowser();
const NOT_FOUND = messages.errorPage.notFoundTitle;
const FAILED = messages.errorPage.genericTitle;
const AREAS = ['accounts', 'products', 'content'];

/** The routes of the areas this file checks, each as an address (optional segments left out). */
const routes = specRoutes
  .filter(({ area }) => AREAS.includes(area))
  .map(({ pattern, area, guard }) => ({
    address: pattern.replace(/\/:[A-Za-z]+\?/g, '') || '/',
    area,
    guard,
  }));

/** The text inside the server's <main>, without tags. */
function mainText(html: string): string {
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  return main
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, '')
    .trim();
}

describe('every route of the accounts, products and content areas on the production server', () => {
  it('reads the areas’ routes from routes.txt (accounts 37, products 27, content 23)', () => {
    const count = (area: string) => routes.filter((r) => r.area === area).length;
    expect([count('accounts'), count('products'), count('content')]).toEqual([37, 27, 23]);
  });

  it('answers a visitor server-rendered, members-only routes by a redirect to login', async () => {
    const verdicts = await sweep(routes, async ({ address, guard }): Promise<string | undefined> => {
      const response = await fetch(site.baseUrl() + address, { redirect: 'manual' });
      const location = response.headers.get('location') ?? '';
      if (guard === 'member') {
        if (response.status !== 302 || !/\/account\?serve=/.test(location)) {
          return `${address}: ${response.status} → ${location}`;
        }
        return undefined;
      }
      if (response.status === 302 || response.status === 301) return undefined;
      const html = await response.text();
      const text = mainText(html);
      if (response.status !== 200 || text.length < 2 || text.includes(NOT_FOUND) || text.includes(FAILED)) {
        return `${address}: ${response.status} "${text.slice(0, 40)}"`;
      }
      return undefined;
    });
    expect(verdicts.filter(Boolean)).toEqual([]);
  });

  it('renders every route for a member on the server (members-only ones included), none the not-found page', async () => {
    const page = await site.newPage();
    await site.loginAt(page, '13800000004', '/');
    const verdicts = await sweep(routes, async ({ address }): Promise<string | undefined> => {
      const response = await page.request.get(site.baseUrl() + address);
      const html = await response.text();
      const text = mainText(html);
      if (response.status() !== 200 || text.length < 2 || text.includes(NOT_FOUND) || text.includes(FAILED)) {
        return `${address}: ${response.status()} "${text.slice(0, 40)}" (${new URL(response.url()).pathname})`;
      }
      return undefined;
    });
    expect(verdicts.filter(Boolean)).toEqual([]);
  });
});
