import { messages } from '@wenxian/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getHotSearch, search, syncServerTime } from '@wenxian/api';
import { heldCalls, resetSimulation, scenario } from '../index';
import { server } from '../node';
import { warmUp } from './warmUp';

beforeAll(warmUp, 120_000);
afterEach(() => resetSimulation());

const query = { conditions: [{ searchField: 'U', content: '数字经济' }] };

describe('scenarios', () => {
  it.each([21, 404, 408, 500, 70006, 70007, 101] as const)('forces code %i on one call', async (code) => {
    server.use(scenario('search', { code }));
    await expect(search(query, { goToLogin: false })).rejects.toMatchObject({ code });
  });

  it('code 20 asks for the safety check (refused headless, so the call is cancelled)', async () => {
    server.use(scenario('search', { code: 20 }));
    await expect(search(query)).rejects.toMatchObject({ name: 'ApiCancelError', reason: 'safetyCheck' });
  });

  it('uses the spec message for the well-known codes', async () => {
    server.use(scenario('search', { code: 70007 }));
    await expect(search(query)).rejects.toMatchObject({ message: messages.errorPage.stopWord });
  });

  it('a single 505 makes the call layer resync and retry, then the real answer arrives', async () => {
    server.use(scenario('search', { code: 505, once: true }));
    expect((await search(query)).total).toBeGreaterThan(0);
  });

  it('10009 on every attempt ends in the retry limit', async () => {
    server.use(scenario('search', { code: 10009 }));
    await expect(search(query)).rejects.toMatchObject({ code: 10009 });
  });

  it('empties the lists of the real answer', async () => {
    server.use(scenario('search', { empty: true }));
    expect(await search(query)).toMatchObject({ list: [], total: 0 });
    server.use(scenario('hotSearch', { empty: true }));
    expect(await getHotSearch()).toEqual([]);
  });

  it('adds latency and then answers with the simulation', async () => {
    server.use(scenario('serverTime', { latencyMs: 120 }));
    const started = Date.now();
    expect(await syncServerTime()).toBeGreaterThan(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('answers given data', async () => {
    server.use(scenario('hotSearch', { data: [{ id: 'h', searchText: '测试', currentCount: 2, lastWeekCount: 1 }] }));
    expect(await getHotSearch()).toEqual([{ id: 'h', searchText: '测试', currentCount: 2, lastWeekCount: 1 }]);
  });

  it('a network-level failure (HTTP 502 without an envelope)', async () => {
    server.use(scenario('hotSearch', { status: 502 }));
    await expect(getHotSearch()).rejects.toMatchObject({ status: 502 });
  });
  it("'infinite' latency holds the call until released, then ends it unanswered", async () => {
    server.use(scenario('search', { latencyMs: 'infinite' }));
    const call = search(query, { silent: true });
    const outcome = call.then(
      () => 'answered',
      () => 'failed',
    );
    await expect.poll(() => heldCalls.count).toBe(1);
    await expect(Promise.race([outcome, new Promise((r) => setTimeout(() => r('pending'), 50))])).resolves.toBe(
      'pending',
    );
    heldCalls.release();
    await expect(outcome).resolves.toBe('failed');
    expect(heldCalls.count).toBe(0);
  });
});
