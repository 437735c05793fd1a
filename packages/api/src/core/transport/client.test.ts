import { AsyncLocalStorage } from 'node:async_hooks';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../test/server';
import { scriptedEnvelope } from '../../test/recorder';
import { client, REQUEST_TIMEOUT_MS } from './client';
import { addApiConfigScope, processConfig, type ApiConfig } from '../config';
import { ApiError } from '../responseCodes/apiErrors';
import { downloadBlob, getJson } from './request';
import { resetCallLayer } from '../reset';
import { HEADERS } from '../signing/signing';
import { openStream } from './stream';

afterEach(() => resetCallLayer());

describe('client', () => {
  it('times out after 300000 ms', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(300_000);
    expect((await client()).defaults.timeout).toBe(300_000);
  });
  it('does not sign absolute URLs of other hosts (download links)', async () => {
    let headers = new Headers();
    server.use(
      http.get('https://files.example.com/a.pdf', ({ request }) => {
        headers = request.headers;
        return new HttpResponse(new Uint8Array([1]), { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    const file = await downloadBlob('get', 'https://files.example.com/a.pdf');
    expect(file.blob.size).toBe(1);
    expect(headers.get(HEADERS.sign)).toBeNull();
  });
  it('concurrent 505 answers share one server-time read', async () => {
    let reads = 0;
    server.use(
      http.get('*/newsite/server-time', async () => {
        reads += 1;
        await delay(30);
        return HttpResponse.json({ code: 200, data: 5, message: '' });
      }),
    );
    const seen = scriptedEnvelope('get', '/probe', (n) => (n < 3 ? { code: 505 } : { code: 200, data: n }));
    await Promise.all([getJson('/probe'), getJson('/probe'), getJson('/probe')]);
    expect(seen).toHaveLength(6);
    expect(reads).toBe(1);
  });
  it('scoped configurations (a server-rendered page each) share one instance; each call uses its scope’s origin and fetch', async () => {
    const scope = new AsyncLocalStorage<ApiConfig>();
    const removeScope = addApiConfigScope(() => scope.getStore());
    const seen: string[] = [];
    const scoped = (origin: string, label: string): ApiConfig => ({
      ...processConfig(),
      origin,
      fetch: async (input, init) => {
        seen.push(`${label} ${new Request(input, init).url}`);
        return Response.json({ code: 200, data: label, message: '' });
      },
    });
    const [a, b] = [scoped('http://a.test', 'a'), scoped('http://b.test', 'b')];
    try {
      const answers = await Promise.all([scope.run(a, () => getJson('/probe')), scope.run(b, () => getJson('/probe'))]);
      expect(answers).toEqual(['a', 'b']);
      expect(seen.sort()).toEqual(['a http://a.test/newsite/probe', 'b http://b.test/newsite/probe']);
      expect(await scope.run(a, client)).toBe(await scope.run(b, client));
    } finally {
      removeScope();
    }
  });
  it('two hosts’ scopes in one process (page renders, ticket exchanges): each call uses the scope it runs in', async () => {
    const renders = new AsyncLocalStorage<ApiConfig>();
    const exchanges = new AsyncLocalStorage<ApiConfig>();
    const removeScopes = [addApiConfigScope(() => renders.getStore()), addApiConfigScope(() => exchanges.getStore())];
    const answering = (label: string): ApiConfig => ({
      ...processConfig(),
      origin: `http://${label}.test`,
      fetch: async () => Response.json({ code: 200, data: label, message: '' }),
    });
    try {
      const answers = await Promise.all([
        renders.run(answering('render'), () => getJson('/probe')),
        exchanges.run(answering('exchange'), () => getJson('/probe')),
        renders.run(answering('render2'), () => getJson('/probe')),
      ]);
      expect(answers).toEqual(['render', 'exchange', 'render2']);
    } finally {
      for (const remove of removeScopes) remove();
    }
  });
  it('a success envelope where a stream was expected is an ApiError', async () => {
    server.use(http.post('*/newsite/probe/sse', () => HttpResponse.json({ code: 200, data: 'x', message: '' })));
    await expect(openStream('/probe/sse', {})).rejects.toBeInstanceOf(ApiError);
  });
});
