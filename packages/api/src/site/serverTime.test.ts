import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { apiPath } from '../core/basePath';
import { server } from '../test/server';
import { getServerTime, syncServerTime } from './serverTime';
import { resetCallLayer, serverNow, serverTimeOffset } from '../core';

const ok = (data: number) => HttpResponse.json({ code: 200, data, message: 'success' });

describe('getServerTime', () => {
  it('reads the server clock from the envelope', async () => {
    server.use(http.get(apiPath('/server-time'), () => ok(1_700_000_000_000)));
    await expect(getServerTime()).resolves.toBe(1_700_000_000_000);
  });
});

describe('syncServerTime', () => {
  it('keeps the offset so later timestamps follow the server clock', async () => {
    const local = 1_000_000_000_000;
    resetCallLayer({ now: () => local });
    server.use(http.get(apiPath('/server-time'), () => ok(local + 90_000)));
    await syncServerTime();
    expect(serverTimeOffset()).toBe(90_000);
    expect(serverNow()).toBe(local + 90_000);
    resetCallLayer();
  });
});
