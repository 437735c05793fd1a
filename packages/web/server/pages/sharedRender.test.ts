import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@wenxian/domain';
import { createRenderer, type Backend } from '../render/entry-server';
import { PAGE_TEMPLATE } from '../test/pageTemplate';
import { renderingApp } from '../test/renderingApp';
import { createSimulatedBackend } from '../upstream/backend';
import { SHARED_PAGE_CACHE_CONTROL } from './sharedPage';

/** An author of the simulated corpus. */
const AUTHOR = '/author/A000001';
/** The visitor the backend throttles (code 20 on every call that carries this address). */
const THROTTLED = '203.0.113.9';
const OTHER = '198.51.100.7';
const THROTTLED_MESSAGE = '您的访问频率过高，请进行安全认证';

/**
 * The simulation behind a switchboard: calls from the throttled address answer code 20, and `failing` (a
 * path test) makes matching calls answer the proxy's 502 envelope, as during a short upstream outage. Every
 * call's path and forwarded address is noted.
 */
async function switchboard() {
  const simulation = await createSimulatedBackend({ rateLimit: false });
  const state = { failing: (_path: string) => false, calls: [] as { path: string; address: string | null }[] };
  const backend: Backend = async (request) => {
    const path = new URL(request.url).pathname;
    const address = request.headers.get('x-forwarded-for');
    state.calls.push({ path, address });
    if (address === THROTTLED)
      return Response.json({ code: 20, data: null, message: THROTTLED_MESSAGE }, { status: 200 });
    if (state.failing(path))
      return Response.json({ code: 502, data: null, message: messages.errorPage.networkError }, { status: 502 });
    return simulation(request);
  };
  // The deadline at its most (renderingApp): a late page is never kept.
  const app = renderingApp(backend);
  const visit = (address: string, path = AUTHOR) =>
    app.request(path, {}, { incoming: { socket: { remoteAddress: address } } });
  return { state, visit };
}

afterEach(() => vi.useRealTimers());

describe('the shared render cache keeps only what every visitor should see', () => {
  it('never keeps a page rendered while the backend throttled its visitor: the next visitor gets the real page', async () => {
    const { visit } = await switchboard();
    const throttled = await visit(THROTTLED);
    expect(throttled.headers.get('cache-control')).toBe('no-store');
    await throttled.text();

    const other = await visit(OTHER);
    expect(other.status).toBe(200);
    expect(await other.text()).not.toContain(THROTTLED_MESSAGE);
    // That page is everyone's, and kept.
    const again = await visit(THROTTLED);
    expect(again.headers.get('cache-control')).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(await again.text()).not.toContain(THROTTLED_MESSAGE);
  });

  it('never keeps a page whose secondary call failed in a short outage: once the backend is back, the real page', async () => {
    const board = await switchboard();
    // Only the co-authors block's call fails: the page itself is whole, its block shows the failure.
    board.state.failing = (path) => path.endsWith('/author/cooperationOrgan') || path.endsWith('/author/researchField');
    const during = await board.visit(OTHER);
    expect(during.headers.get('cache-control')).toBe('no-store');
    const duringHtml = await during.text();
    expect(duringHtml).toContain('role="alert"');

    board.state.failing = () => false;
    const after = await board.visit(OTHER);
    const afterHtml = await after.text();
    expect(after.status).toBe(200);
    expect(afterHtml).not.toContain('role="alert"');
  });

  it('refreshes a stale page on nobody’s behalf: the visitor who found it stale lends it no address', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const board = await switchboard();
    await (await board.visit(OTHER)).text();
    const kept = await board.visit(OTHER);
    expect(kept.headers.get('cache-control')).toBe(SHARED_PAGE_CACHE_CONTROL);
    await kept.text();

    // Past its minute: the throttled visitor is answered the stale copy while one render replaces it.
    vi.setSystemTime(Date.now() + 61_000);
    const before = board.state.calls.length;
    const stale = await board.visit(THROTTLED);
    expect(await stale.text()).not.toContain(THROTTLED_MESSAGE);
    await expect
      .poll(() => board.state.calls.slice(before).some(({ path }) => path.endsWith('/authorInfo')))
      .toBe(true);
    const refreshCalls = board.state.calls.slice(before);
    expect(refreshCalls.filter(({ address }) => address === THROTTLED)).toEqual([]);

    // The refreshed page is the real one, for everyone.
    await expect
      .poll(async () => {
        const answer = await board.visit(OTHER);
        const html = await answer.text();
        return answer.headers.get('cache-control') === SHARED_PAGE_CACHE_CONTROL && !html.includes(THROTTLED_MESSAGE);
      })
      .toBe(true);
  });
});

describe('a render notes every call that was not everyone’s', () => {
  it('notes nothing for the healthy pages of every family, so they are still kept', async () => {
    const simulation = await createSimulatedBackend({ rateLimit: false });
    const render = createRenderer({ template: PAGE_TEMPLATE, backend: simulation });
    for (const path of ['/', AUTHOR, '/organization/O00001', '/journal/J00001', '/search?k=%E5%AD%A6%E4%B9%A0']) {
      const record = { unshareable: [] as string[] };
      const response = await render(new Request(`http://localhost${path}`), { nonce: '', record });
      await response.text();
      expect({ path, status: response.status, unshareable: record.unshareable }).toEqual({
        path,
        status: 200,
        unshareable: [],
      });
    }
  });
});
