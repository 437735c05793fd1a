import { describe, expect, it } from 'vitest';
import { createStaticHandler } from 'react-router-dom';
import { apiConfig, getLiterature, setOrder } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { server } from '@wenxian/simulation/node';
import { makeStore } from '../store/makeStore';
import { createSiteRoutes } from './table';

/** What the server's static handler answers for an address: the status the page is sent with. */
async function statusOf(path: string): Promise<number> {
  const handler = createStaticHandler(createSiteRoutes(makeStore()));
  const context = await handler.query(new Request(`http://localhost:3000${path}`));
  return context instanceof Response ? context.status : context.statusCode;
}

describe('server-rendered statuses of the pay, reading and batch citation pages', () => {
  it('sends an anonymous visitor of the members-only pages to login', async () => {
    await expect(statusOf('/pay/newindex?vip-om=OD1')).resolves.toBe(302);
    await expect(statusOf('/onlinereading?id=QK202200001&type=1')).resolves.toBe(302);
    await expect(statusOf('/batchreview')).resolves.toBe(302);
  });

  it('answers the pay page for the member’s order, 404 for a missing or unknown one', async () => {
    signInAs(apiConfig().sessionId, 'U1002');
    const order = await setOrder({
      name: '单篇购买',
      commodityId: 'DOWNLOAD',
      busCode: 'DOWNLOAD',
      ids: ['QK202200001'],
    });
    await expect(statusOf(`/pay/newindex?vip-om=${order.id}&ref=%2Fsearch`)).resolves.toBe(200);
    await expect(statusOf('/pay/newindex?vip-om=OD-NOPE')).resolves.toBe(404);
    await expect(statusOf('/pay/newindex')).resolves.toBe(404);
  });

  it('answers the reader for a record, 404 without one, 500 when the reading call fails', async () => {
    signInAs(apiConfig().sessionId, 'U1002');
    await expect(statusOf('/onlinereading?id=QK202200001&type=1')).resolves.toBe(200);
    await expect(statusOf('/onlinereading?id=NOPE')).resolves.toBe(404);
    await expect(statusOf('/onlinereading')).resolves.toBe(200);
    server.use(scenario({ method: 'post', path: '/commonOpenUp/showDoc' }, { status: 500 }));
    await expect(statusOf('/onlinereading?id=QK202200001')).resolves.toBe(500);
  });

  it('answers the batch citation pages to anyone and the batch review to a member', async () => {
    await expect(statusOf('/batchquote')).resolves.toBe(200);
    await expect(statusOf('/batchquote/editlist')).resolves.toBe(200);
    signInAs(apiConfig().sessionId, 'U1002');
    await expect(statusOf('/batchreview')).resolves.toBe(200);
  });

  it('answers the PDF → Word page to a member and sends an anonymous visitor to login', async () => {
    await expect(statusOf('/transform/pdf2word')).resolves.toBe(302);
    signInAs(apiConfig().sessionId, 'U1002');
    await expect(statusOf('/transform/pdf2word')).resolves.toBe(200);
  });

  it('answers the printable reports to anyone, 404 without their subject or for an unknown one', async () => {
    const doc = await getLiterature('QK202200001', 1);
    const journalId = doc.journal?.id ?? '';
    expect(journalId).not.toBe('');
    await expect(statusOf(`/pdf/journal/download?id=${journalId}`)).resolves.toBe(200);
    await expect(statusOf('/pdf/journal/download')).resolves.toBe(404);
    await expect(statusOf('/pdf/journal/download?id=NOPE')).resolves.toBe(404);
    await expect(statusOf('/pdf/report/download?id=QK202200001&type=1')).resolves.toBe(200);
    await expect(statusOf('/pdf/report/download?id=NOPE&type=1')).resolves.toBe(404);
    await expect(statusOf('/pdf/report/download')).resolves.toBe(404);
    await expect(statusOf('/pdf/report/search-info?k=%E6%B7%B1%E5%BA%A6%E5%AD%A6%E4%B9%A0')).resolves.toBe(200);
    await expect(statusOf('/pdf/report/search-info')).resolves.toBe(404);
    await expect(statusOf('/pdf/summary/download?k=%E6%B7%B1%E5%BA%A6%E5%AD%A6%E4%B9%A0')).resolves.toBe(200);
    await expect(statusOf('/pdf/summary/download')).resolves.toBe(404);
  });
});
