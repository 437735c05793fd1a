import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { apiConfig } from '@wenxian/api';
import { resetSimulation, signInAs } from '@wenxian/simulation';
import { accountLabels, messages } from '@wenxian/domain';
import { BrowserAppProviders } from '../../../store/BrowserProviders';
import { makeStore } from '../../../store/makeStore';
import { centreApi } from '../../../features/accounts/centreApi';
import { discoverApi } from '../../../features/accounts/discoverApi';
import { page as hotSub } from './HotSubPage';
import { page as selectTopic } from './MySelectTopicPage';
import { page as remd } from './RemdPeriodicalPage';
import { page as titlePackage } from '../titlePackage/TitlePackagePage';
import { page as titleSearch } from '../titlePackage/TitlePackageSearchPage';

afterEach(() => resetSimulation());

type AnyPage = { Component: () => React.ReactNode; loader?: (args: never) => unknown };

/**
 * What the server does for a first response: the page's loader fills the store, then one synchronous render
 * (no fetch can answer during it) must already hold the page's data, not 拼命加载中···.
 */
async function serverRender(page: AnyPage, address: string, route: string, params: Record<string, string> = {}) {
  const store = makeStore();
  const url = new URL(address, 'http://localhost:3000');
  const loaded = await (page.loader as (args: unknown) => Promise<unknown>)({
    store,
    url,
    params,
    request: new Request(url),
  });
  const html = renderToString(
    <BrowserAppProviders store={store}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path={route} element={<page.Component />} />
        </Routes>
      </MemoryRouter>
    </BrowserAppProviders>,
  );
  return { store, html, loaded };
}

describe('the title package, hot / recommended subscriptions and selected topics render from their loaders', () => {
  it('/titlePackage lists the hot core journals for an anonymous visitor', async () => {
    const { html } = await serverRender(titlePackage as AnyPage, '/titlePackage', '/titlePackage');
    expect(html).toContain(accountLabels.pages.titlePackage.heading);
    expect(html).toMatch(/href="\/journal\/[^"]+"/);
    expect(html).not.toContain(messages.loader.loading);
  });

  it('/titlePackage/search?k=学报 answers the journals found and their count; the head names the query', async () => {
    const { html, loaded } = await serverRender(
      titleSearch as AnyPage,
      '/titlePackage/search?k=%E5%AD%A6%E6%8A%A5',
      '/titlePackage/search',
    );
    expect(html).toMatch(/“学报”共找到\d+种期刊/);
    expect(html).toContain('学报</a>');
    expect(titleSearch.head?.({ data: loaded as { text: string }, url: new URL('http://x'), params: {} }).title).toBe(
      `学报 - ${accountLabels.pages.titlePackage.searchTitle}`,
    );
  });

  it('/subscription/hotsub marks a journal the member subscribed as 已订阅, and unsubscribing clears it', async () => {
    signInAs(apiConfig().sessionId, 'U1002');
    const first = await serverRender(hotSub as AnyPage, '/subscription/hotsub', '/subscription/hotsub');
    expect(first.html).not.toContain(`>${accountLabels.pages.hotsub.subscribed}<`);
    const journals = discoverApi.endpoints.getHotJournals.select({ pageNum: 1, pageSize: 12 })(
      first.store.getState(),
    ).data!;
    const target = { targetId: journals[0]!.id, kind: 'journal', name: journals[0]!.name } as const;
    await first.store.dispatch(discoverApi.endpoints.subscribeTarget.initiate(target));
    const again = await serverRender(hotSub as AnyPage, '/subscription/hotsub', '/subscription/hotsub');
    expect(again.html).toContain(`>${accountLabels.pages.hotsub.subscribed}<`);
    expect(again.html).toContain(`${accountLabels.actions.unsubscribe} ${journals[0]!.name}`);
    // 我的订阅 (/subscription/mysubItem) reads the same subscriptions.
    const mine = await again.store.dispatch(
      centreApi.endpoints.getSubscriptions.initiate({ pageNum: 1, pageSize: 10 }),
    );
    expect(mine.data?.list.map((s) => s.targetId)).toEqual([target.targetId]);
    await again.store.dispatch(centreApi.endpoints.unsubscribe.initiate(target));
    const after = await serverRender(hotSub as AnyPage, '/subscription/hotsub', '/subscription/hotsub');
    expect(after.html).not.toContain(`>${accountLabels.pages.hotsub.subscribed}<`);
  });

  it('/subscription/remdperiodical lists the recommended journals to subscribe', async () => {
    signInAs(apiConfig().sessionId, 'U1002');
    const { html } = await serverRender(
      remd as AnyPage,
      '/subscription/remdperiodical',
      '/subscription/remdperiodical',
    );
    expect(html).toContain(`${accountLabels.pages.hotsub.subscribe} `);
    expect(html).not.toContain(messages.loader.loading);
  });

  it('/personalcenter/mySelectTopic lists the followed subjects; /{id} shows the topic and its literature', async () => {
    signInAs(apiConfig().sessionId, 'U1002');
    const route = '/personalcenter/mySelectTopic/:id?';
    const empty = await serverRender(selectTopic as AnyPage, '/personalcenter/mySelectTopic', route);
    expect(empty.html).toContain(messages.loader.empty);
    const detail = await serverRender(selectTopic as AnyPage, '/personalcenter/mySelectTopic/S0001', route, {
      id: 'S0001',
    });
    expect(detail.html).toContain('图像识别');
    expect(detail.html).toContain(accountLabels.pages.mySelectTopic.latest);
    expect(detail.html).toMatch(/href="\/doc\/[^"]+"/);
    expect(detail.loaded).toEqual({ name: '图像识别' });
  });

  it('an unknown topic answers 404', async () => {
    signInAs(apiConfig().sessionId, 'U1002');
    await expect(
      serverRender(selectTopic as AnyPage, '/personalcenter/mySelectTopic/nope', '/personalcenter/mySelectTopic/:id?', {
        id: 'nope',
      }),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });
});
