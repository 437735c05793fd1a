import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createProxyBackend } from './backend';

/** A stand-in backend on loopback that echoes what it received. */
let upstream: Server;
let upstreamUrl: string;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.setHeader('set-cookie', 'token=from-upstream; Path=/');
      res.end(JSON.stringify({ method: req.method, url: req.url, body, cookie: req.headers.cookie, sign: req.headers['x-sign'] }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

describe('API_UPSTREAM proxy', () => {
  it('forwards method, path, query, body and headers, and returns the answer with its cookies', async () => {
    const app = createApp({ backend: createProxyBackend(upstreamUrl) });
    const response = await app.request('/newsite/search?k=%E7%A2%B3', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'token=abc', 'x-sign': 'signed' },
      body: JSON.stringify({ conditions: [] }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toContain('token=from-upstream');
    await expect(response.json()).resolves.toEqual({
      method: 'POST',
      url: '/newsite/search?k=%E7%A2%B3',
      body: '{"conditions":[]}',
      cookie: 'token=abc',
      sign: 'signed',
    });
  });

  it('proxies /auth/ paths without the /newsite prefix', async () => {
    const app = createApp({ backend: createProxyBackend(upstreamUrl) });
    const response = await app.request('/auth/user/sendMobileCode2');
    await expect(response.json()).resolves.toMatchObject({ method: 'GET', url: '/auth/user/sendMobileCode2' });
  });
});
