import { describe, expect, it } from 'vitest';
import { createStaticHandler } from 'react-router-dom';
import { apiConfig } from '@wenxian/api';
import { documentPath } from '@wenxian/domain';
import { scenario, signInAs, type CallName } from '@wenxian/simulation';
import { server } from '@wenxian/simulation/node';
import { makeStore } from '../store/makeStore';
import { createSiteRoutes } from './table';

/** What the server's static handler answers for an address: the status the page is sent with. */
async function statusOf(path: string): Promise<number> {
  const handler = createStaticHandler(createSiteRoutes(makeStore()));
  const context = await handler.query(new Request(`http://localhost:3000${path}`));
  return context instanceof Response ? context.status : context.statusCode;
}

describe('true statuses of server-rendered pages', () => {
  it('answers 200 for a page and 404 for an address of no page', async () => {
    await expect(statusOf('/search?k=%E7%A2%B3')).resolves.toBe(200);
    await expect(statusOf('/no/such/page')).resolves.toBe(404);
  });

  it('answers 500 when the page data fails on the server, 422 for a stop word (the query cannot be searched)', async () => {
    server.use(scenario('search', { status: 500 }));
    await expect(statusOf('/search?k=%E7%A2%B3')).resolves.toBe(500);
    server.use(scenario('search', { code: 70007 }));
    await expect(statusOf('/search?k=%E7%9A%84')).resolves.toBe(422);
  });

  it('answers 429 (the safety check page) when a call of the page meets code 20 on the server', async () => {
    // Nobody can pass the slider on a server: the page is the safety check page, not a server error.
    server.use(scenario('search', { code: 20 }));
    await expect(statusOf('/search?k=%E7%A2%B3')).resolves.toBe(429);
  });

  it('answers 302 with the login address for a members-only page', async () => {
    await expect(statusOf('/subscription/collect')).resolves.toBe(302);
  });

  /**
   * Every page whose own call meets code 20 answers as the search does: the safety check page with 429
   * (`pageFailure` on the domain's `pageStatusOf`), never a 500 or the page with its content missing.
   */
  const pagesOwnCalls: ReadonlyArray<{ path: string; call: CallName | { method: 'get' | 'post'; path: string } }> = [
    { path: documentPath(1, 'QK202200001') ?? '', call: 'literature' },
    { path: '/onlinereading?id=QK202200001&type=1', call: { method: 'post', path: '/commonOpenUp/showDoc' } },
    { path: '/pay/newindex?vip-om=OD1', call: { method: 'post', path: '/order/getOrderbyId' } },
    { path: '/newsInformation/detail/N1', call: { method: 'post', path: '/commonOpenUp/getByIdAndState' } },
    {
      path: '/helpcenter/detail/question?id=H1',
      call: { method: 'post', path: '/commonOpenUp/getCenteInfoByIdAndState' },
    },
    { path: '/WeResearch/C1/chat', call: 'conversationHistory' },
    { path: '/conference/CF1', call: { method: 'post', path: '/conference/show' } },
    { path: '/conference/notice/CF1', call: { method: 'post', path: '/conference/show' } },
  ];

  it.each(pagesOwnCalls)('answers 429 on $path when its own call meets code 20', async ({ path, call }) => {
    signInAs(apiConfig().sessionId, 'U1002');
    server.use(scenario(call, { code: 20 }));
    await expect(statusOf(path)).resolves.toBe(429);
  });

  it('answers 404 for a missing article, help entry, conversation and conference notice', async () => {
    signInAs(apiConfig().sessionId, 'U1002');
    await expect(statusOf('/newsInformation/detail/NOPE')).resolves.toBe(404);
    await expect(statusOf('/helpcenter/detail/question?id=NOPE')).resolves.toBe(404);
    await expect(statusOf('/WeResearch/NOPE/chat')).resolves.toBe(404);
    await expect(statusOf('/conference/notice/NOPE')).resolves.toBe(404);
  });
});
