import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scenario } from '@wenxian/simulation';
import { server } from '@wenxian/simulation/node';
import { BrowserAppProviders } from '../../store/BrowserProviders';
import { serverStateHydrated } from '../../app/apiSlice';
import { type AppStore } from '../../app/store';
import { makeStore } from '../../store/makeStore';
import { loadStartUp } from '../../features/session/startUp';
import { SiteBannerCarousel } from './SiteBannerCarousel';

/** A Beijing wall-clock time as epoch ms. */
const beijing = (isoLocal: string) => Date.parse(`${isoLocal}+08:00`);

/** The slides' titles, in order, as the HTML shows them (each picture's alt). */
const titlesIn = (html: string) => [...html.matchAll(/<img [^>]*alt="([^"]+)"/g)].map((m) => m[1]);

const view = (store: AppStore, address: string) => (
  <BrowserAppProviders store={store}>
    <MemoryRouter initialEntries={[address]}>
      <SiteBannerCarousel />
    </MemoryRouter>
  </BrowserAppProviders>
);

/** What the server does for a first response: the root loader's start-up calls, then one render. */
async function serverRender(address: string, serverTime: number | 'unavailable') {
  server.use(
    serverTime === 'unavailable'
      ? scenario('serverTime', { status: 500 })
      : scenario('serverTime', { data: serverTime }),
  );
  const store = makeStore();
  await loadStartUp(store);
  return { store, html: renderToString(view(store, address)) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the banners are chosen by the server time the page was rendered with', () => {
  it('2025-11-10 on /: double promotion, partner membership, teaching agent, title package, AI', async () => {
    const { html } = await serverRender('/', beijing('2025-11-10T12:00:00'));
    expect(titlesIn(html)).toEqual(['双重优惠季', '合作伙伴会员', '教学智能体', '职称材料包', 'AI检索助手']);
    // The pictures' size is reserved before they load; only the first slide's is preloaded.
    expect(html).toMatch(/<img src="\/banners\/doublePromotion.svg" alt="双重优惠季" width="1400" height="120"\/>/);
    expect([...html.matchAll(/rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/banners/doublePromotion.svg',
    ]);
  });

  it('2026-11-23 on /: no campaign runs, so teaching agent is the fallback beside title package and AI', async () => {
    const { html } = await serverRender('/', beijing('2026-11-23T09:00:00'));
    expect(titlesIn(html)).toEqual(['教学智能体', '职称材料包', 'AI检索助手']);
  });

  it('on /pay/newindex only the teaching-agent banner shows, whatever the date', async () => {
    for (const at of ['2025-11-10T12:00:00', '2026-11-23T09:00:00']) {
      const { html } = await serverRender('/pay/newindex?vip-om=O1', beijing(at));
      expect(titlesIn(html)).toEqual(['教学智能体']);
    }
  });

  it('no other page has the carousel', async () => {
    for (const address of ['/search?k=AI', '/titlePackage', '/pay/newrecharge']) {
      const { html } = await serverRender(address, beijing('2025-11-10T12:00:00'));
      expect(html).toBe('');
    }
  });

  it("the browser's first render, from the store the server sent, is the server's HTML (no hydration difference)", async () => {
    const rendered = await serverRender('/', beijing('2025-11-10T12:00:00'));
    const browserStore = makeStore();
    browserStore.dispatch(serverStateHydrated(JSON.parse(JSON.stringify({ api: rendered.store.getState().api }))));
    expect(renderToString(view(browserStore, '/'))).toBe(rendered.html);
  });

  it('without a server time the server renders none, and the browser chooses by its own clock once mounted', async () => {
    const rendered = await serverRender('/', 'unavailable');
    expect(rendered.html).toBe('');
    const browserStore = makeStore();
    browserStore.dispatch(serverStateHydrated(JSON.parse(JSON.stringify({ api: rendered.store.getState().api }))));
    expect(renderToString(view(browserStore, '/'))).toBe('');
    // The browser's clock reads 2025-12-15: partner membership alone is in its window.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(beijing('2025-12-15T12:00:00'));
    render(view(browserStore, '/'));
    const slides = await screen.findAllByRole('img', { hidden: true });
    expect(slides.map((img) => img.getAttribute('alt'))).toEqual(['合作伙伴会员', '职称材料包', 'AI检索助手']);
  });
});
