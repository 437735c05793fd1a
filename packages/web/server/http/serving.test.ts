import { statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { HASHED_SCRIPT, UNCOMPRESSED_ASSET } from '../test/fixture';
import { raw, startTestServer, useFixtureServer } from '../test/http';
import { ICON_CACHE, IMMUTABLE, SIMULATION_WORKER } from './staticFiles';
import { SHARED_PAGE_CACHE_CONTROL } from '../pages/sharedPage';

/** The real server on loopback, embedded simulation, serving a fixture build with a stand-in renderer. */
const fixture = useFixtureServer();
const at = (path: string) => new URL(path, fixture.server.url).href;

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

describe('compression and caching per kind of file', () => {
  it('answers a hashed script precompressed (br, then gzip), immutable for a year', async () => {
    const file = join(fixture.dist, 'client', HASHED_SCRIPT);
    const br = await raw(at(HASHED_SCRIPT), { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(statSync(`${file}.br`).size);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toContain('文献 399');

    const gz = await raw(at(HASHED_SCRIPT), { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toContain('文献 399');

    const plain = await raw(at(HASHED_SCRIPT));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBe(statSync(file).size);
  });

  it('serves binary assets as they are, the icon for a day, other public files revalidated', async () => {
    const png = await raw(at(UNCOMPRESSED_ASSET), { headers: { 'accept-encoding': 'br, gzip' } });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['cache-control']).toBe(IMMUTABLE);
    const icon = await raw(at('/favicon.png'), { headers: { 'accept-encoding': 'br' } });
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers['cache-control']).toBe(ICON_CACHE);
    expect(icon.headers['last-modified']).toBeTruthy();
    const worker = await raw(at(SIMULATION_WORKER));
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it("serves the simulation's worker file while the simulation answers", async () => {
    const worker = await raw(at(SIMULATION_WORKER));
    expect(worker.status).toBe(200);
    expect(worker.text).toContain('MSW');
  });

  it('compresses a shared page once, public with an ETag that answers 304', async () => {
    // The first visitor's answer streams as it renders (no-store, compressed on the way); the kept copy follows.
    const cold = await raw(at('/journal'), { headers: { 'accept-encoding': 'br' } });
    expect(cold.headers['content-encoding']).toBe('br');
    expect(cold.headers['cache-control']).toBe('no-store');
    const page = await raw(at('/journal'), { headers: { 'accept-encoding': 'br' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
    const html = brotliDecompressSync(page.body).toString();
    expect(html).toContain('<h1>/journal</h1>');
    const tag = page.headers.etag as string;
    expect(tag).toMatch(/^W\/"[\w-]+"$/);

    const gz = await raw(at('/journal'), { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(html);
    expect(gz.headers.etag).toBe(tag);
    expect((await raw(at('/journal'))).headers.etag).toBe(tag);

    const again = await raw(at('/journal'), { headers: { 'if-none-match': tag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['content-security-policy']).toBeUndefined();
  });

  it("compresses a member's page per request, never stored", async () => {
    const page = await raw(at('/journal'), { headers: { 'accept-encoding': 'br', cookie: 'token=member-1' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers.etag).toBeUndefined();
  });
});

describe('only real files are static', () => {
  it('answers 404 for a missing asset, a source map, the build manifest or a precompressed sibling, never the page shell', async () => {
    for (const path of [
      '/assets/index-Zz99Zz99.js',
      `${HASHED_SCRIPT}.map`,
      '/.vite/manifest.json',
      '/assets/',
      `${HASHED_SCRIPT}.br`,
      '/assets/x/../index.html',
    ]) {
      const answer = await raw(at(path));
      expect(answer.status, path).toBe(404);
      expect(answer.text, path).not.toContain('<div id="root">');
    }
  });

  it('never hands out the template: /index.html is a page path like any other', async () => {
    const answer = await raw(at('/index.html'));
    expect(answer.text).not.toContain('<!--app-html-->');
    expect(answer.text).toContain('<h1>/index.html</h1>');
  });

  it('renders / instead of serving the template', async () => {
    const home = await raw(at('/'));
    expect(home.status).toBe(200);
    expect(home.text).toContain('<h1>/</h1>');
    expect(home.text).not.toContain('<!--app-html-->');
  });

  it("passes the renderer's status and redirects through", async () => {
    const missing = await raw(at('/missing/page'));
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const moved = await raw(at('/moved'));
    expect(moved.status).toBe(302);
    expect(moved.headers.location).toBe('/subject/AI');
  });

  it('answers HEAD for pages without a body, and refuses other methods on pages', async () => {
    const head = await raw(at('/journal'), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect((await raw(at('/journal'), { method: 'POST', body: 'x' })).status).toBe(405);
  });
});

describe('security headers', () => {
  it("puts a fresh nonce in a member page's CSP and on its inline scripts, and no unsafe-inline for scripts", async () => {
    const member = { headers: { cookie: 'token=member-1' } };
    const first = await raw(at('/search'), member);
    const second = await raw(at('/search'), member);
    const csp = first.headers['content-security-policy'] as string;
    const nonce = nonceOf(csp);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(first.text).toContain(`<script nonce="${nonce}">`);
    expect(nonceOf(second.headers['content-security-policy'] as string)).not.toBe(nonce);
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).toContain("'self'");
    for (const directive of [
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "object-src 'none'",
      "connect-src 'self'",
      // The reader's frame shows the PDF from a blob: address.
      "frame-src 'self' blob:",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(first.headers['x-frame-options']).toBe('DENY');
    // Plain HTTP from an untrusted socket: no HSTS.
    expect(first.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the headers on API answers, assets and errors too', async () => {
    for (const path of ['/newsite/server-time', HASHED_SCRIPT, '/assets/missing.js', '/newsite/no/such/call']) {
      const answer = await raw(at(path));
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
      expect(answer.headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    }
  });
});

describe('the renderer and the simulation', () => {
  it('gives the renderer the socket address as X-Forwarded-For, whatever the visitor sent', async () => {
    const page = await raw(at('/journal'), { headers: { 'x-forwarded-for': '6.6.6.6' } });
    expect(page.text).toContain('data-client="127.0.0.1"');
    expect(page.text).toContain('data-method="GET"');
  });

  it('lets the renderer call the backend in-process', async () => {
    const page = await raw(at('/with-call'));
    expect(page.text).toMatch(/<pre id="call">\{"code":200,"data":\d+/);
  });

  it('answers an unknown API path with a 404 envelope, not a wait for a timeout (504)', async () => {
    const answer = await raw(at('/newsite/definitely/not/a/call'), {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.text)).toEqual({ code: 404, data: null, message: '资源未找到' });
  });
});

describe('robots.txt, sitemap and health', () => {
  it('lists the corpus pages in the sitemap files under an index', async () => {
    const index = await raw(at('/sitemap.xml'));
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toMatch(/application\/xml/);
    const files = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
    expect(files[0]).toBe(at('/sitemap-1.xml'));
    const first = await raw(files[0] as string);
    const urls = [...first.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
    expect(urls.length).toBeLessThanOrEqual(50_000);
    for (const prefix of ['/doc/', '/journal/', '/author/', '/organization/', '/subject/', '/conference/']) {
      expect(
        urls.some((path) => path.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
    expect((await raw(at(`/sitemap-${files.length + 1}.xml`))).status).toBe(404);
  });

  it('keeps crawlers off the API and the members-only pages, and points them at the sitemap', async () => {
    const robots = await raw(at('/robots.txt'));
    expect(robots.text).toContain('Disallow: /newsite/');
    expect(robots.text).toContain('Disallow: /personalcenter');
    expect(robots.text).toContain(`Sitemap: ${at('/sitemap.xml')}`);
  });

  it('reports health', async () => {
    const health = await raw(at('/healthz'));
    expect(health.status).toBe(200);
    expect(health.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(health.text)).toEqual({ status: 'ok', mode: 'simulation' });
  });

  it('can leave the access log out (ACCESS_LOG=off)', async () => {
    const quiet = await startTestServer({ ACCESS_LOG: 'off' }, fixture.dist);
    await raw(new URL('/journal', quiet.url).href);
    await quiet.close();
    expect(quiet.logs.filter((line) => line.msg === 'request')).toEqual([]);
  });

  it('logs one structured line per request, without the query', async () => {
    const before = fixture.server.logs.length;
    await raw(at('/search?ticketless=1&k=secret'));
    const lines = fixture.server.logs.slice(before).filter((line) => line.msg === 'request');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: 'GET', path: '/search', status: 200, client: '127.0.0.1' });
    expect(JSON.stringify(lines[0])).not.toContain('secret');
  });
});
