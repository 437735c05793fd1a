import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCallLayer, serverTimeOffset } from '../core';
import { scriptedEnvelope } from '../test/recorder';
import { loadStartupData } from './startupBatch';
import { isImageCheckPass } from './safety';

const notifyError = vi.fn();
beforeEach(() => resetCallLayer({ notifyError, now: () => 1_000 }));
afterEach(() => resetCallLayer());

describe('start-up calls', () => {
  it('run together, exchange the ticket, bind WeChat, and swallow failures silently', async () => {
    scriptedEnvelope('get', '/server-time', () => ({ code: 200, data: 61_000 }));
    const ticket = scriptedEnvelope('post', '/user/verifyTicket', () => ({ code: 200, data: { token: 't' } }));
    scriptedEnvelope('get', '/user/userInfobyToken', () => ({ code: 200, data: { userId: 'u', memberId: 'm' } }));
    const bind = scriptedEnvelope('post', '/member/setWxOpenId', () => ({ code: 500, message: 'bind failed' }));
    scriptedEnvelope('post', '/commonOpenUp/getHomeConfigList', () => ({ code: 500, message: 'down' }));
    scriptedEnvelope('get', '/expression-field', () => ({ code: 200, data: [{ label: '全部字段', value: 'U' }] }));
    scriptedEnvelope('get', '/loadCodeUid', () => ({ code: 200, data: { uid: 'abcdefgh' } }));
    const data = await loadStartupData({ ticket: 'tk', state: 'wx' });
    expect(data).toEqual({
      serverTime: 61_000,
      token: { token: 't' },
      user: { userId: 'u', memberId: 'm' },
      configs: undefined,
      expressionFields: [{ label: '全部字段', value: 'U' }],
      deviceCode: { uid: 'abcdefgh' },
    });
    expect(JSON.parse(ticket[0]?.body ?? '')).toEqual({ ticket: 'tk' });
    expect(JSON.parse(bind[0]?.body ?? '')).toEqual({ memberId: 'm', state: 'wx' });
    expect(serverTimeOffset()).toBe(60_000);
    expect(notifyError).not.toHaveBeenCalled();
  });
  it('anti-bot results 100 and 200 pass, others fail', () => {
    expect([100, 200, 0, 300].map((result) => isImageCheckPass({ result }))).toEqual([true, true, false, false]);
  });
});
