import { describe, expect, it } from 'vitest';
import { messages, sortLabels } from '@wenxian/domain';
import { useBrowser } from '../harness/browser';

const site = useBrowser();
const SEARCH = '/search?k=%E6%9C%BA%E5%99%A8%E5%AD%A6%E4%B9%A0';

/** The first response of a page, as a crawler sees it (no redirects followed). */
async function firstResponse(path: string, init: RequestInit = {}) {
  const response = await fetch(site.baseUrl() + path, { redirect: 'manual', ...init });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

const mainOf = (html: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';

describe('server rendering', () => {
  it('answers the home page and a search with their content inside <main>, their head and the state', async () => {
    const home = await firstResponse('/');
    expect(home.status).toBe(200);
    expect(mainOf(home.html)).toContain('<h1');
    expect(home.html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/">/);
    const search = await firstResponse(SEARCH);
    expect(search.status).toBe(200);
    expect(search.html).toContain('<title>机器学习 - ');
    // The page's own head replaces the template's: one title and one description each.
    for (const { html } of [home, search]) {
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/<meta\s+name="description"/g)).toHaveLength(1);
    }
    expect(mainOf(search.html)).toMatch(/共找到[\s\S]{0,40}<strong>\d+<\/strong>[\s\S]{0,20}条结果/);
    expect(search.html).toContain('window.__WENXIAN_STATE__=');
    expect(search.html).toContain('window.__staticRouterHydrationData');
  });

  it('answers true statuses: 404 for an unknown address, 302 for guarded and redirect routes', async () => {
    expect((await firstResponse('/no/such/page')).status).toBe(404);
    expect(mainOf((await firstResponse('/no/such/page')).html)).toContain(messages.errorPage.notFoundTitle);
    const member = await firstResponse('/personalcenter/orders');
    expect(member.status).toBe(302);
    expect(member.location).toMatch(
      /^\/account\?serve=http%3A%2F%2F127\.0\.0\.1%3A\d+%2Fpersonalcenter%2Forders&appCode=101$/,
    );
    // The manager's own area asks a visitor to log in first (docs/decisions/manager.md).
    expect((await firstResponse('/manager')).location).toMatch(
      /^\/account\?serve=http%3A%2F%2F127\.0\.0\.1%3A\d+%2Fmanager&appCode=101$/,
    );
    expect((await firstResponse('/keyword/AI?x=1')).location).toBe('/subject/AI?x=1');
    expect((await firstResponse('/QK/95661X/201703/672017286.html')).location).toBe('/doc/journal/672017286');
  });

  it('renders a members-only page for a member (guard passes on the server with the visitor cookie)', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/account');
    await page.getByLabel('手机号/账号').fill('13800000002');
    await page.getByLabel('密码', { exact: true }).fill('Wenxian@2025');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const member = await firstResponse('/personalcenter/orders', { headers: { cookie } });
    expect(member.status).not.toBe(302);
  });

  it('hydrates without a warning and without asking again for what the server sent', async () => {
    const page = await site.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/newsite/') || path.startsWith('/auth/')) calls.push(path);
    });
    await page.goto(site.baseUrl() + SEARCH, { waitUntil: 'networkidle' });
    const initial = [...calls];
    // The page's data, the user, the config list, the server time and the TDK all came with the HTML.
    expect(initial.filter((path) => !path.includes('behaviorLog'))).toEqual([]);
    // Hydrated: a client-side interaction works and asks for the new order.
    await page
      .getByRole('group', { name: sortLabels.label })
      .getByRole('button', { name: new RegExp(sortLabels.date) })
      .click();
    await page.waitForURL(/sort=/);
    await expect.poll(() => calls.some((path) => path.endsWith('/search'))).toBe(true);
    expect(problems).toEqual([]);
  });
});
