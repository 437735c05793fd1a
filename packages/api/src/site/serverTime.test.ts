import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { apiPath } from '../core/transport/basePath';
import { server } from '../test/server';
import { syncServerTime } from './serverTime';
import { resetCallLayer, serverNow, serverTimeOffset } from '../core';

const ok = (data: number) => HttpResponse.json({ code: 200, data, message: 'success' });

describe('syncServerTime', () => {
  it('reads the server clock from the envelope', async () => {
    server.use(http.get(apiPath('/server-time'), () => ok(1_700_000_000_000)));
    await expect(syncServerTime()).resolves.toBe(1_700_000_000_000);
  });
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

describe('syncServerTime with a reuse window (the Node server)', () => {
  it('counts on from the last reading within the window, and reads the clock again after it', async () => {
    let local = 1_000_000_000_000;
    let asked = 0;
    server.use(
      http.get(apiPath('/server-time'), () => {
        asked += 1;
        return ok(local + 90_000);
      }),
    );
    resetCallLayer({ now: () => local, serverTimeReuseMs: 60_000 });
    await expect(syncServerTime()).resolves.toBe(local + 90_000);
    local += 59_000;
    await expect(syncServerTime()).resolves.toBe(local + 90_000);
    expect(asked).toBe(1);
    local += 2_000;
    await syncServerTime();
    expect(asked).toBe(2);
    resetCallLayer();
  });

  it('reads the clock every time without a window', async () => {
    let asked = 0;
    server.use(
      http.get(apiPath('/server-time'), () => {
        asked += 1;
        return ok(1_700_000_000_000);
      }),
    );
    resetCallLayer();
    await syncServerTime();
    await syncServerTime();
    expect(asked).toBe(2);
  });
});
