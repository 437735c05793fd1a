import { request } from 'node:http';
import { rmSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureBuild } from '../test/fixture';
import { postStreamed, raw, startTestServer, statusForDeclaredBody } from '../test/http';
import { startStubUpstream } from '../test/stubUpstream';
import { SIMULATION_WORKER } from '../http/staticFiles';
import { MAX_ANSWER_BYTES } from './upstreamClient';
import { messages } from '@wenxian/domain';

/** The real server on loopback with API_UPSTREAM pointing (with a base path) at a misbehaving stub. */
let dist: string;
let upstream: Awaited<ReturnType<typeof startStubUpstream>>;
let server: Awaited<ReturnType<typeof startTestServer>>;
const at = (path: string) => new URL(path, server.url).href;
const seen = (path: string) => upstream.record.requests.filter((r) => r.url.startsWith(`/base${path}`));

beforeAll(async () => {
  dist = createFixtureBuild();
  upstream = await startStubUpstream();
  // The default wait for the upstream: a short one would turn a busy machine's slow answer into a 504.
  server = await startTestServer({ API_UPSTREAM: upstream.url }, dist);
});
afterAll(async () => {
  await server?.close();
  await upstream?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('API_UPSTREAM proxy', () => {
  it('never hands on a stack trace sent as an error envelope with HTTP 200: the generic message instead', async () => {
    const answer = await raw(at('/newsite/stack-200'));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ code: 500, data: null, message: messages.errorPage.genericTitle });
    expect(answer.text).not.toContain('SearchService');
  });

  it('answers 502 to an upstream answer in an encoding it cannot undo, never its bytes as a 200', async () => {
    const answer = await raw(at('/newsite/zstd'));
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.text)).toMatchObject({ code: 502, data: null });
  });

  it('answers 502 to an upstream answer larger than it reads whole, and stops reading it', async () => {
    const mb = Math.ceil(MAX_ANSWER_BYTES / (1024 * 1024)) + 8;
    const answer = await raw(at(`/newsite/huge?mb=${mb}`));
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.text)).toMatchObject({ code: 502, data: null });
  });

  it('hands out the upstream’s own links as the site’s paths, whichever way the JSON spells them', async () => {
    const response = await fetch(at('/newsite/download-link'));
    const answer = (await response.json()) as { data: string; extra: string };
    expect(answer.data).toBe('/newsite/commonOpenUp/downloadDoc?ids=QK1&sign=ab12');
    expect(answer.extra).toBe('/newsite/commonOpenUp/downloadDoc?ids=QK1&sign=ab12');
    // The link works through the site itself (proxied to the upstream under its base path).
    expect(new URL(answer.data, server.url).origin).toBe(new URL(server.url).origin);
  });

  it('forwards method, path, query, body and headers under the base path, and returns the answer with its cookies', async () => {
    const response = await fetch(at('/newsite/echo?k=%E7%A2%B3'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'token=abc', 'x-sign': 'signed' },
      body: JSON.stringify({ conditions: [] }),
    });
    expect(response.status).toBe(200);
    // The upstream's cookies are ours now: no foreign Domain, SameSite=Lax unless it chose otherwise.
    expect(response.headers.getSetCookie()).toEqual([
      'token=from-upstream; Path=/; SameSite=Lax',
      'web_cookie=w; Path=/; HttpOnly; SameSite=Strict',
    ]);
    const body = (await response.json()) as {
      method: string;
      url: string;
      body: string;
      headers: Record<string, string>;
    };
    expect(body).toMatchObject({ method: 'POST', url: '/base/newsite/echo?k=%E7%A2%B3', body: '{"conditions":[]}' });
    expect(body.headers).toMatchObject({ cookie: 'token=abc', 'x-sign': 'signed' });
  });

  it('proxies /auth/ paths without the /newsite prefix', async () => {
    const response = await fetch(at('/auth/user/sendMobileCode2'));
    await expect(response.json()).resolves.toMatchObject({ method: 'GET', url: '/base/auth/user/sendMobileCode2' });
  });

  it("sets X-Forwarded-For/-Proto/-Host from the socket and drops the visitor's own", async () => {
    await raw(at('/newsite/echo'), {
      headers: {
        'x-forwarded-for': '6.6.6.6',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'evil.example',
        forwarded: 'for=6.6.6.6',
      },
    });
    const headers = seen('/newsite/echo').at(-1)?.headers ?? {};
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-host']).toBe(new URL(server.url).host);
    expect(headers.forwarded).toBeUndefined();
  });

  it('decodes a gzipped upstream answer without a stale Content-Encoding or Content-Length', async () => {
    const plain = await raw(at('/newsite/gzip'));
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.text).data).toHaveLength(300);
    if (plain.headers['content-length']) expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    // Compressed again for the browser, correctly this time.
    const gz = await raw(at('/newsite/gzip'), { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString()).data).toHaveLength(300);
    const br = await raw(at('/newsite/gzip'), { headers: { 'accept-encoding': 'br' } });
    expect(JSON.parse(brotliDecompressSync(br.body).toString()).data[299]).toBe('第299条');
    await expect((await fetch(at('/newsite/gzip'))).json()).resolves.toMatchObject({ code: 200 });
  });

  it('answers 504 with an envelope when the upstream stalls past API_TIMEOUT_MS, logging one line', async () => {
    // Its own server with a short wait; the stub never answers this path, so only the wait ends the call.
    const impatient = await startTestServer({ API_UPSTREAM: upstream.url, API_TIMEOUT_MS: '400' }, dist);
    const answer = await raw(new URL('/newsite/stall', impatient.url).href);
    await impatient.close();
    expect(answer.status).toBe(504);
    expect(JSON.parse(answer.text)).toMatchObject({ code: 504, data: null, message: expect.any(String) });
    // The setting, not the 30 s default, ended it.
    const errors = impatient.logs.filter((line) => line.level === 'error');
    expect(errors).toEqual([
      expect.objectContaining({ msg: 'upstream timeout', path: '/newsite/stall', limitMs: 400 }),
    ]);
    expect(JSON.stringify(errors)).not.toMatch(/\n\s+at /);
  });

  it('answers 502 with an envelope when the upstream drops the connection', async () => {
    const before = server.logs.length;
    const answer = await raw(at('/newsite/drop'));
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.text)).toMatchObject({ code: 502, data: null });
    expect(server.logs.slice(before).filter((line) => line.level === 'error')).toEqual([
      expect.objectContaining({ msg: 'upstream unreachable', path: '/newsite/drop' }),
    ]);
  });

  it('answers 502 when the body fails on the way: corrupt gzip or cut off mid-way', async () => {
    for (const path of ['/newsite/gzip-corrupt', '/newsite/cut-off']) {
      const before = server.logs.length;
      const answer = await raw(at(path));
      expect(answer.status, path).toBe(502);
      expect(JSON.parse(answer.text), path).toMatchObject({ code: 502, data: null });
      expect(
        server.logs.slice(before).filter((line) => line.level === 'error'),
        path,
      ).toEqual([expect.objectContaining({ msg: 'upstream body failed', path })]);
    }
  });

  it('answers 504 when the body stalls after its headers', async () => {
    // Its own server with a short wait, as above: the stub sends the headers and a first part, then nothing.
    const impatient = await startTestServer({ API_UPSTREAM: upstream.url, API_TIMEOUT_MS: '400' }, dist);
    const answer = await raw(new URL('/newsite/stall-body', impatient.url).href);
    await impatient.close();
    expect(answer.status).toBe(504);
    expect(JSON.parse(answer.text)).toMatchObject({ code: 504, data: null });
    expect(impatient.logs.filter((line) => line.level === 'error')).toEqual([
      expect.objectContaining({ msg: 'upstream timeout', path: '/newsite/stall-body', limitMs: 400 }),
    ]);
  });

  it('ends a streamed answer that pauses past API_TIMEOUT_MS, keeping what came', async () => {
    const answer = await raw(at('/newsite/events-stall'));
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('data: first\n\n');
  });

  it("replaces an upstream 5xx body with the site's own envelope", async () => {
    const crash = await raw(at('/newsite/crash'));
    expect(crash.status).toBe(500);
    expect(crash.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(crash.text)).toMatchObject({ code: 500, data: null, message: expect.any(String) });
    expect(crash.text).not.toContain('secret.js');
    const busy = await raw(at('/newsite/busy'));
    expect(busy.status).toBe(503);
    expect(busy.headers['retry-after']).toBe('7');
    expect(JSON.parse(busy.text)).toMatchObject({ code: 503, data: null });
    expect(busy.text).not.toContain('nginx');
  });

  it("rewrites the upstream's own redirects, keeps public ones and strips those to internal hosts", async () => {
    const location = async (path: string) => {
      const answer = await raw(at(path));
      expect(answer.status, path).toBe(302);
      return answer.headers.location;
    };
    expect(await location('/newsite/redirect-internal')).toBeUndefined();
    expect(await location('/newsite/redirect-localhost')).toBeUndefined();
    expect(await location('/newsite/redirect-self')).toBe('/newsite/echo?from=redirect');
    expect(await location('/newsite/redirect-relative')).toBe('/newsite/echo');
    expect(await location('/newsite/redirect-public')).toBe('https://pay.example.com/checkout?id=1');
  });

  it('removes hop-by-hop headers both ways, and those a Connection header names', async () => {
    const answer = await raw(at('/newsite/hop'), {
      headers: {
        connection: 'x-client-private, x-forwarded-for',
        'x-client-private': '1',
        te: 'trailers',
        'proxy-authorization': 'Basic x',
        'keep-alive': 'timeout=99',
      },
    });
    expect(answer.status).toBe(200);
    for (const name of ['x-upstream-private', 'proxy-authenticate', 'trailer', 'upgrade'])
      expect(answer.headers[name], name).toBeUndefined();
    const upstreamSaw = (JSON.parse(answer.text) as { seen: Record<string, string> }).seen;
    for (const name of ['x-client-private', 'te', 'proxy-authorization'])
      expect(upstreamSaw[name], name).toBeUndefined();
    expect(upstreamSaw['keep-alive']).not.toBe('timeout=99');
    // A visitor cannot strip the forwarded address by naming it in Connection.
    expect(upstreamSaw['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('closes the upstream call when the visitor goes away', async () => {
    await new Promise<void>((resolve, reject) => {
      const req = request(at('/newsite/hold-open'), (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(error)));
      req.end();
    });
    await expect.poll(() => upstream.record.closedEarly).toContain('/base/newsite/hold-open');
  });

  it('refuses API paths that could reach another upstream path, before forwarding anything', async () => {
    const before = upstream.record.requests.length;
    for (const path of [
      '/newsite/echo;jsessionid=1',
      '/newsite/x%2f..%2fadmin',
      '/newsite/x%5cadmin',
      '/newsite/x\\admin',
      '/newsite/a/../../admin',
      '/newsite/%2e%2e/admin',
    ]) {
      const answer = await raw(at('/'), { path });
      expect(answer.status, path).toBe(400);
      // Node's own parser refuses a raw `\\` before the app sees it (an empty 400); the app answers the rest.
      if (!path.includes('\\')) expect(JSON.parse(answer.text), path).toMatchObject({ code: 400, data: null });
    }
    expect(upstream.record.requests.length).toBe(before);
  });

  it('answers 413 to an oversize body without forwarding it', async () => {
    const before = upstream.record.requests.length;
    const big = JSON.stringify({ text: 'x'.repeat(1024 * 1024) });
    expect(await statusForDeclaredBody(at('/newsite/echo'), big.length, 'application/json')).toBe(413);
    const chunked = await postStreamed(at('/newsite/echo'), big);
    expect(chunked.status).toBe(413);
    await expect(chunked.json()).resolves.toMatchObject({ code: 413, data: null });
    expect(upstream.record.requests.length).toBe(before);
    // Within the limit it goes through.
    const small = await postStreamed(at('/newsite/echo'), '{"a":1}');
    const text = await small.text();
    expect(JSON.parse(text)).toMatchObject({ body: '{"a":1}' });
  });

  it("does not serve the simulation's worker file beside a real backend", async () => {
    const answer = await raw(at(SIMULATION_WORKER), { headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain('MSW');
  });

  it('lets in-flight calls finish on shutdown', async () => {
    const other = await startTestServer({ API_UPSTREAM: upstream.url }, dist);
    const slowCalls = () => upstream.record.requests.filter((r) => r.url.endsWith('/newsite/slow')).length;
    const earlier = slowCalls();
    const slow = raw(new URL('/newsite/slow', other.url).href);
    // Shut down once the call is in flight (the upstream holds it), however long a busy machine takes to get it
    // there: a fixed wait could close the server before the call arrived.
    await expect.poll(slowCalls).toBe(earlier + 1);
    const closed = other.close();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text).data).toBe('late');
    await closed;
    await expect(raw(new URL('/healthz', other.url).href)).rejects.toThrow();
  });
});
