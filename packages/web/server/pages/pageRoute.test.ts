import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createPageCache } from './pageCache';
import { createRenderGate, RenderBusyError } from './renderGate';
import { SHARED_PAGE_CACHE_CONTROL, toSharedPage } from './sharedPage';
import { raw, startTestServer, useFixtureServer } from '../test/http';

/** The real server on loopback with the stand-in renderer (test/fixture.ts), which shows its render count. */
const fixture = useFixtureServer();
const at = (path: string, base = fixture.server.url) => new URL(path, base).href;
const renderOf = (html: string) => Number(/<b id="render">(\d+)<\/b>/.exec(html)?.[1]);
const cookieOf = (html: string) => /<i id="cookie">([^<]*)<\/i>/.exec(html)?.[1];
const member = { cookie: 'token=member-1; deviceId=abcd1234' };

describe('the shared render cache (anonymous pages)', () => {
  it('streams the first answer, then answers with the same bytes and ETag from that one render, and 304 to If-None-Match', async () => {
    const cold = await raw(at('/subject/cache-1'));
    expect(cold.status).toBe(200);
    // Streamed as rendered: its validator and its scripts' hashes are known only at its end.
    expect(cold.headers['cache-control']).toBe('no-store');
    expect(cold.headers.etag).toBeUndefined();
    const nonce = /'nonce-([^']+)'/.exec(cold.headers['content-security-policy'] as string)?.[1];
    expect(cold.text).toContain(` nonce="${nonce}"`);
    const first = await raw(at('/subject/cache-1'));
    const second = await raw(at('/subject/cache-1'));
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(first.headers.vary).toMatch(/cookie/i);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.text).toBe(first.text);
    // The kept page is the streamed one without its nonce.
    expect(first.text).toBe(cold.text.split(` nonce="${nonce}"`).join(''));
    expect(renderOf(second.text)).toBe(renderOf(cold.text));

    const revalidated = await raw(at('/subject/cache-1'), {
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    // Another query is another page.
    expect(renderOf((await raw(at('/subject/cache-1?page=2'))).text)).not.toBe(renderOf(first.text));
  });

  it('allows the inline scripts of a shared page by their hashes, with no nonce in the page or the CSP', async () => {
    await raw(at('/subject/cache-2'));
    const page = await raw(at('/subject/cache-2'));
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).not.toContain("'nonce-");
    expect(page.text).not.toContain('nonce=');
    const script = /<script>([\s\S]*?)<\/script>/.exec(page.text)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(/script-src ([^;]+)/.exec(csp)?.[1]).toBe(`'self' 'sha256-${hash}'`);
  });

  it('compresses a kept page for good when it is asked for again, not when it is first rendered', async () => {
    const br = { headers: { 'accept-encoding': 'br' } };
    await raw(at('/subject/reuse-1'), br);
    // Kept as it was sent: this answer is compressed on its way out, as the first one was.
    const second = await raw(at('/subject/reuse-1'), br);
    expect(second.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers['content-length']).toBeUndefined();
    // Meanwhile its brotli copy is made once; later answers are that copy, whole, with its length.
    await expect.poll(async () => (await raw(at('/subject/reuse-1'), br)).headers['content-length']).toBeDefined();
    const later = await raw(at('/subject/reuse-1'), br);
    expect(later.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(later.body).toString()).toBe(brotliDecompressSync(second.body).toString());
    expect(later.headers.etag).toBe(second.headers.etag);
  });

  it('renders concurrent requests for one address once', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => raw(at('/slow/coalesced'))));
    expect(new Set(answers.map((answer) => renderOf(answer.text))).size).toBe(1);
  });

  it("never serves a member from the cache nor keeps a member's page", async () => {
    const anonymous = await raw(at('/subject/cache-3'));
    const mine = await raw(at('/subject/cache-3'), { headers: member });
    expect(renderOf(mine.text)).not.toBe(renderOf(anonymous.text));
    expect(cookieOf(mine.text)).toBe(member.cookie);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers['content-security-policy']).toMatch(/'nonce-/);

    // A member's render first: the next anonymous visitor still gets a page rendered without anyone's cookies.
    await raw(at('/subject/cache-4'), { headers: member });
    const streamed = await raw(at('/subject/cache-4'), { headers: { cookie: 'deviceId=abcd1234' } });
    expect(cookieOf(streamed.text)).toBe('');
    const after = await raw(at('/subject/cache-4'), { headers: { cookie: 'deviceId=abcd1234' } });
    expect(cookieOf(after.text)).toBe('');
    expect(after.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
  });

  it('keeps only 200 pages: a not-found page and a redirect are rendered each time, not stored', async () => {
    const first = await raw(at('/missing/one'));
    const second = await raw(at('/missing/one'));
    expect(second.status).toBe(404);
    expect(second.headers['cache-control']).toBe('no-store');
    expect(second.headers.etag).toBeUndefined();
    expect(renderOf(second.text)).not.toBe(renderOf(first.text));
    const moved = await raw(at('/moved'));
    expect(moved.status).toBe(302);
    expect(moved.headers.location).toBe('/subject/AI');
    expect(moved.headers['cache-control']).toBe('no-store');
  });

  it('with RENDER_CACHE_MB=0 renders and streams every request, compressed per request by the compression layer', async () => {
    const off = await startTestServer({ RENDER_CACHE_MB: '0' }, fixture.dist);
    try {
      const first = await raw(at('/subject/off', off.url), { headers: { 'accept-encoding': 'br' } });
      const second = await raw(at('/subject/off', off.url), { headers: { 'accept-encoding': 'br' } });
      expect(second.headers['content-encoding']).toBe('br');
      expect(second.headers['cache-control']).toBe('no-store');
      expect(renderOf(brotliDecompressSync(second.body).toString())).not.toBe(
        renderOf(brotliDecompressSync(first.body).toString()),
      );
    } finally {
      await off.close();
    }
  });

  it('holds no more bytes than its bound, however many addresses are asked for', async () => {
    const page = await toSharedPage(new Response(`<p>${'文献'.repeat(2000)}</p>`, { status: 200 }));
    const cache = createPageCache({ maxBytes: 200_000 });
    for (let i = 0; i < 200; i += 1) {
      await cache.get(`/page/${i}`, async () => ({ page, keep: true }));
      expect(cache.bytes).toBeLessThanOrEqual(200_000);
    }
    expect(cache.bytes).toBeGreaterThan(150_000);
    // The most recent pages are the ones kept.
    let rendered = false;
    await cache.get('/page/199', async () => ((rendered = true), { page, keep: true }));
    expect(rendered).toBe(false);
  });

  it('answers a page past its minute at once and renders it again once, in the background', async () => {
    let now = 0;
    const cache = createPageCache({ maxBytes: 1_000_000, freshMs: 60_000, staleMs: 300_000, now: () => now });
    const pageAt = async (time: number) => toSharedPage(new Response(`<p>${time}</p>`), { renderedAt: time });
    let renders = 0;
    const render = async () => ((renders += 1), { page: await pageAt(now), keep: true });
    await cache.get('/', render);
    now = 90_000;
    // Only `peek` refreshes (its render is on nobody's behalf); `get` answers the stale copy as it is.
    expect((await cache.get('/', render)).page.renderedAt).toBe(0);
    expect(renders).toBe(1);
    const stale = cache.peek('/', render);
    expect(stale?.renderedAt).toBe(0);
    expect(renders).toBe(2);
    await vi.waitFor(async () => expect((await cache.get('/', render)).page.renderedAt).toBe(90_000));
    expect(renders).toBe(2);
    now = 90_000 + 60_000 + 300_001;
    await cache.get('/', render);
    expect(renders).toBe(3);
  });
});

describe('bounded concurrent renders', () => {
  it('runs at most `limit` at once, lets the next wait briefly, refuses past the wait or the queue', async () => {
    const gate = createRenderGate({ limit: 2, maxWaitMs: 100, maxWaiting: 1 });
    const release: Array<() => void> = [];
    const task = () => new Promise<string>((resolve) => release.push(() => resolve('done')));
    const running = [gate.run(task), gate.run(task)];
    const waiting = gate.run(task);
    const refused = gate.run(task);
    await expect(refused).rejects.toBeInstanceOf(RenderBusyError);
    expect(gate.running).toBe(2);
    expect(gate.waiting).toBe(1);
    release[0]?.();
    await running[0];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(gate.waiting).toBe(0);
    release[2]?.();
    await expect(waiting).resolves.toBe('done');

    const another = gate.run(task);
    const late = gate.run(task);
    await expect(late).rejects.toBeInstanceOf(RenderBusyError);
    release[1]?.();
    release[3]?.();
    await Promise.all([running[1], another]);
    expect(gate.running).toBe(0);
  });

  it('answers 503 with Retry-After past the bound, while /healthz and files are never held', async () => {
    const busy = await startTestServer({ RENDER_CONCURRENCY: '1', RENDER_CACHE_MB: '0' }, fixture.dist);
    try {
      let pagesDone = 0;
      const pages = Array.from({ length: 12 }, (_, i) =>
        raw(at(`/slow/${i}`, busy.url)).finally(() => (pagesDone += 1)),
      );
      const health = await raw(at('/healthz', busy.url));
      const icon = await raw(at('/favicon.png', busy.url));
      // Answered while the renders still queue (one slot, 300 ms each): they waited for no slot.
      expect(pagesDone).toBeLessThan(12);
      expect(health.status).toBe(200);
      expect(icon.status).toBe(200);
      const statuses = await Promise.all(pages);
      const refused = statuses.filter((answer) => answer.status === 503);
      expect(refused.length).toBeGreaterThan(0);
      expect(refused[0]?.headers['retry-after']).toBe('2');
      expect(statuses.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
    } finally {
      await busy.close();
    }
  });
});

describe('the render deadline', () => {
  it('ends a render whose data never comes at the deadline, and does not keep that page', async () => {
    const quick = await startTestServer({ RENDER_DEADLINE_MS: '300' }, fixture.dist);
    try {
      // The fixture's /stalled page waits for its render's abort: it comes at all only by the deadline.
      const first = await raw(at('/stalled', quick.url));
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      const second = await raw(at('/stalled', quick.url));
      expect(renderOf(second.text)).not.toBe(renderOf(first.text));
    } finally {
      await quick.close();
    }
  });
});
