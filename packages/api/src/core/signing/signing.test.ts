import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scriptedEnvelope } from '../../test/recorder';
import { ANTI_BOT_TOKEN_REUSE_MS } from './antiBotToken';
import { getJson } from '../transport/request';
import { resetCallLayer } from '../reset';
import { HEADERS, hmacInput, pathSignature, requestHmac, sessionKey } from './signing';

/** An implementation independent of ours (node:crypto) for the signature formulas of docs/api/headers.md. */
const nodeHmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');

/** The worked example of docs/api/headers.md: the simulated server checks the same figures. */
const example = {
  appSecret: 'wenxian-web-secret',
  appId: 'wenxian-web',
  sessionId: '00112233445566778899aabbccddeeff',
  path: '/newsite/search',
  timestamp: 1_763_776_800_123,
  sessionKey: '5fc178f8c8556199489536bb3c6889b344ede4db5f699df712a534b3d5867e2b',
};

describe('signing formulas', () => {
  it('session key, X-Sign and X-Hmac match node:crypto', () => {
    const key = nodeHmac(example.appSecret, example.sessionId);
    expect(key).toBe(example.sessionKey);
    expect(sessionKey(example.appSecret, example.sessionId)).toBe(key);
    expect(pathSignature(example.appSecret, example.sessionId, example.path, example.timestamp)).toBe(
      nodeHmac(key, `${example.path}${example.timestamp}`),
    );
    const seconds = Math.floor(example.timestamp / 1000);
    expect(hmacInput(example.appId, 'post', example.path, seconds)).toBe(
      `wenxian-web\nPOST\n/newsite/search\n${seconds}`,
    );
    expect(requestHmac(example.appSecret, example.appId, 'post', example.path, seconds)).toBe(
      nodeHmac(example.appSecret, `wenxian-web\nPOST\n/newsite/search\n${seconds}`),
    );
  });
  it('pins the documented example values', () => {
    const signature = pathSignature(example.appSecret, example.sessionId, example.path, example.timestamp);
    const hmac = requestHmac(
      example.appSecret,
      example.appId,
      'POST',
      example.path,
      Math.floor(example.timestamp / 1000),
    );
    expect({ signature, hmac }).toMatchInlineSnapshot(`
      {
        "hmac": "1943d19e24d64fd73ba4cad41f6d40b80f0377b3d9376c1f750d6b43313601af",
        "signature": "c741b0339c5dfd9d9caf04e6029a80aaafd9b4615f3876307b777dda82fb9e4f",
      }
    `);
  });
});

describe('headers on every call', () => {
  beforeEach(() => resetCallLayer({ sessionId: example.sessionId, now: () => example.timestamp }));
  afterEach(() => resetCallLayer());

  it('carries every documented header with verifiable signatures', async () => {
    const seen = scriptedEnvelope('get', '/probe', () => ({ code: 200, data: 1 }));
    await getJson('/probe', { ids: [1, 2] });
    const headers = seen[0]?.headers ?? new Headers();
    expect(seen[0]?.url.search).toBe('?ids=1&ids=2');
    const seconds = Math.floor(example.timestamp / 1000);
    expect({
      device: headers.get(HEADERS.deviceType),
      env: headers.get(HEADERS.env),
      authEnv: headers.get(HEADERS.authEnv),
      client: headers.get(HEADERS.clientType),
      ts: headers.get(HEADERS.timestamp),
      sec: headers.get(HEADERS.timestampSeconds),
      session: headers.get(HEADERS.sessionId),
      app: headers.get(HEADERS.appId),
      version: headers.get(HEADERS.webVersion),
      token: headers.get(HEADERS.antiBotToken),
    }).toEqual({
      device: 'pc',
      env: 'zs',
      authEnv: 'pro',
      client: 'web',
      ts: String(example.timestamp),
      sec: String(seconds),
      session: example.sessionId,
      app: 'wenxian-web',
      version: '0.1.0',
      token: null,
    });
    const key = nodeHmac(example.appSecret, example.sessionId);
    expect(headers.get(HEADERS.sign)).toBe(nodeHmac(key, `/newsite/probe${example.timestamp}`));
    expect(headers.get(HEADERS.hmac)).toBe(nodeHmac(example.appSecret, `wenxian-web\nGET\n/newsite/probe\n${seconds}`));
  });

  it('reuses the anti-bot token for 60 s, then asks again', async () => {
    let clock = example.timestamp;
    let issued = 0;
    const antiBotToken = vi.fn(() => Promise.resolve(`token-${++issued}`));
    resetCallLayer({ now: () => clock, antiBotToken });
    const seen = scriptedEnvelope('get', '/probe', () => ({ code: 200, data: 1 }));
    await getJson('/probe');
    clock += ANTI_BOT_TOKEN_REUSE_MS - 1;
    await getJson('/probe');
    clock += 1;
    await getJson('/probe');
    expect(ANTI_BOT_TOKEN_REUSE_MS).toBe(60_000);
    expect(seen.map((r) => r.headers.get(HEADERS.antiBotToken))).toEqual(['token-1', 'token-1', 'token-2']);
    expect(antiBotToken).toHaveBeenCalledTimes(2);
  });
});
