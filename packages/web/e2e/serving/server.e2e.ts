import { createHash } from 'node:crypto';
import { get } from 'node:http';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../harness/browser';

const site = useBrowser();

/**
 * `/` as the page cache answers it (with its ETag). Its first render streams under that answer's nonce and is
 * kept only once it ends in time, and each of the server's processes keeps its own copy: it is asked for until
 * a kept copy answers (docs/decisions/server.md, "Rendering").
 */
async function keptHomePage(): Promise<Response> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const answer = await fetch(site.baseUrl() + '/');
    if (answer.headers.has('etag')) return answer;
    await answer.arrayBuffer();
  }
  throw new Error('/ was never answered from the page cache');
}

/** The production server's own answers around the pages, on the real build. */
describe('production server', () => {
  it("runs a shared page under a hash CSP and a member's page under a nonce CSP, and the browser reports no violation", async () => {
    const shared = await keptHomePage();
    const csp = shared.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain("'nonce-");
    const html = await shared.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1] ?? '',
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const text of inline)
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);

    const member = await fetch(site.baseUrl() + '/', { headers: { cookie: 'token=e2e-member' } });
    const nonce = /'nonce-([^']+)'/.exec(member.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const attributes = [...(await member.text()).matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1] ?? '');
    for (const attribute of attributes) expect(attribute).toContain(`nonce="${nonce}"`);

    const page = await site.newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto(site.baseUrl() + '/');
    await expect(
      page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).resolves.toEqual([]);
  });

  it('serves the built scripts precompressed and immutable, and 404s a missing one', async () => {
    const html = await (await fetch(site.baseUrl() + '/')).text();
    // React's file, which the page's boot script asks for: the entry itself is a few bytes, too small to compress.
    const script = /"(\/assets\/react-[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await fetch(site.baseUrl() + script, { headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await fetch(site.baseUrl() + '/assets/not-built-Zz99.js');
    expect(missing.status).toBe(404);
    expect((await fetch(site.baseUrl() + `${script}.map`)).status).toBe(404);
  });

  it('renders pages beside a malformed cookie on the domain', async () => {
    for (const cookie of ['x=%', 'x=%E0%A4%A; token=', '=; ;x']) {
      const response = await fetch(site.baseUrl() + '/', { headers: { cookie } });
      expect(response.status, cookie).toBe(200);
    }
  });

  it('never writes the Host header into absolute URLs', async () => {
    const page = await withHost('/', 'attacker.example');
    expect(/<link rel="canonical" href="([^"]+)"/.exec(page)?.[1]).toBe(`${own()}/`);
    expect(page).not.toContain('attacker.example');
    expect(await withHost('/robots.txt', 'attacker.example')).toContain(`Sitemap: ${own()}/sitemap.xml`);
  });

  it('never redirects a ticket login off the site', async () => {
    const answer = await fetch(site.baseUrl() + '//evil.example/?ticket=abc', { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(new URL(answer.headers.get('location') ?? '', site.baseUrl()).origin).toBe(own());
  });
});

const own = () => new URL(site.baseUrl()).origin;

/** A GET with a Host header of our choosing (fetch always sends the URL's own). */
function withHost(path: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(new URL(path, site.baseUrl()), { headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
    }).on('error', reject);
  });
}
