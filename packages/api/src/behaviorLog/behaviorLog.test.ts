import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPath } from '../core/transport/basePath';
import { server } from '../test/server';
import { HEADERS, resetCallLayer } from '../core';
import { addSearchRecord, createBehaviorLog } from './behaviorLog';
import type { BehaviorEvent } from './types';

afterEach(() => resetCallLayer());

function recordBatches(): BehaviorEvent[][] {
  const batches: BehaviorEvent[][] = [];
  server.use(
    http.post(apiPath('/behaviorLog/addRecord'), async ({ request }) => {
      batches.push((await request.json()) as BehaviorEvent[]);
      return HttpResponse.json({ code: 200, data: true, message: '' });
    }),
  );
  return batches;
}

describe('behaviour log over the network', () => {
  it('posts 10 events per request to /newsite/behaviorLog/addRecord and the rest on the next flush', async () => {
    const batches = recordBatches();
    const log = createBehaviorLog();
    for (let i = 0; i < 25; i++) log.log({ action: 'click', target: `#${i}` });
    await expect.poll(() => batches.map((b) => b.length)).toEqual([10, 10]);
    // The flush's 1 s interval is the batcher's (batcher.test.ts, on a fake clock); over the network only the
    // batches count, not how long a busy machine takes to deliver them.
    await expect.poll(() => batches.map((b) => b.length)).toEqual([10, 10, 5]);
    // The two full batches are sent at once and may be answered in either order; each keeps its events' order.
    const indexOf = (batch: BehaviorEvent[]) => Number(String(batch[0]?.target).slice(1));
    const inOrder = [...batches].sort((a, b) => indexOf(a) - indexOf(b));
    expect(inOrder.flat().map((e) => e.target)).toEqual(Array.from({ length: 25 }, (_, i) => `#${i}`));
    log.dispose();
  });
  it('flushes on page hide through the injected hook', async () => {
    let hide: () => void = () => undefined;
    resetCallLayer({ onPageHide: (cb) => ((hide = cb), () => undefined) });
    const batches = recordBatches();
    const log = createBehaviorLog();
    log.log({ action: 'view', target: '/search' });
    hide();
    await expect.poll(() => batches).toHaveLength(1);
    expect(batches[0]?.[0]).toMatchObject({ action: 'view', target: '/search' });
    log.dispose();
  });
  it('a log is a signed JSON POST with keepalive (delivered after the page has gone), answered as any call', async () => {
    let seen: { keepalive: boolean; signed: boolean; type: string; body: unknown } | undefined;
    server.use(
      http.post(apiPath('/behaviorLog/addSearchRecord'), async ({ request }) => {
        seen = {
          keepalive: request.keepalive,
          signed: Boolean(request.headers.get(HEADERS.sign)),
          type: request.headers.get('content-type') ?? '',
          body: await request.json(),
        };
        return HttpResponse.json({ code: 200, data: true, message: '' });
      }),
    );
    await expect(addSearchRecord({ expression: '机器学习', total: 12 })).resolves.toBe(true);
    expect(seen).toEqual({
      keepalive: true,
      signed: true,
      type: 'application/json',
      body: { expression: '机器学习', total: 12 },
    });
  });
  it('a log the server refuses rejects like any call (the page drops it)', async () => {
    server.use(
      http.post(apiPath('/behaviorLog/addSearchRecord'), () =>
        HttpResponse.json({ code: 500, data: null, message: '服务繁忙' }),
      ),
    );
    await expect(addSearchRecord({ expression: '机器学习', total: 12 })).rejects.toMatchObject({ code: 500 });
  });
});
