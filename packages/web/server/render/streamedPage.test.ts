import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createRenderer, type Backend } from './entry-server';
import { PAGE_TEMPLATE } from '../test/pageTemplate';
import { createApp } from '../app';
import { createSimulatedBackend } from '../upstream/backend';
import { SHARED_PAGE_CACHE_CONTROL } from '../pages/sharedPage';
import { SERVER_STYLES_ATTRIBUTE } from '../../src/app/serverStyles';

/** A document of the simulated corpus (its record answers at once; its citation texts are the deferred call). */
const DOCUMENT = '/doc/journal/';
const CITATION_PATH = '/literature/data/word-ref';

/** The simulation, with the citation texts held until `release` is called (a slow secondary call). */
async function slowCitationBackend() {
  const simulation = await createSimulatedBackend({ rateLimit: false });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let citationAsked = false;
  const backend: Backend = async (request) => {
    if (new URL(request.url).pathname.endsWith(CITATION_PATH)) {
      citationAsked = true;
      await released;
    }
    return simulation(request);
  };
  return { backend, release, asked: () => citationAsked };
}

/** A document id of the simulated corpus, from its search. */
async function someDocumentPath(backend: Backend): Promise<string> {
  const render = createRenderer({ template: PAGE_TEMPLATE, backend });
  const html = await (await render(new Request('http://localhost/search?k=%E5%AD%A6%E4%B9%A0'), { nonce: '' })).text();
  const path = new RegExp(`href="(${DOCUMENT}[^"?]+)"`).exec(html)?.[1];
  if (!path) throw new Error('no document in the simulated search');
  return path;
}

/** Reads a body chunk by chunk; `until` resolves with all text read once it contains `marker`. */
function reader(body: ReadableStream<Uint8Array>) {
  const stream = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  return {
    async until(marker: string): Promise<string> {
      while (!text.includes(marker)) {
        const { value, done } = await stream.read();
        if (done) throw new Error(`the page ended without ${marker}`);
        text += decoder.decode(value, { stream: true });
      }
      return text;
    },
    async rest(): Promise<string> {
      for (;;) {
        const { value, done } = await stream.read();
        if (done) return text + decoder.decode();
        text += decoder.decode(value, { stream: true });
      }
    },
  };
}

describe('the streamed page', () => {
  it('sends the head and the shell with their status before a slow deferred call answers, then its block and the state', async () => {
    const slow = await slowCitationBackend();
    const path = await someDocumentPath(slow.backend);
    const render = createRenderer({ template: PAGE_TEMPLATE, backend: slow.backend });
    const response = await render(new Request(`http://localhost${path}`), { nonce: 'n0nce' });
    expect(response.status).toBe(200);
    const page = reader(response.body!);

    // The head (the document's title, the shell's styles) and the record are out while the citation call is held.
    const first = await page.until('doc-cite');
    expect(first).toMatch(/<title>[^<]+<\/title>/);
    expect(first).toContain(`<style ${SERVER_STYLES_ATTRIBUTE}>`);
    expect(first).toContain('id="doc-title"');
    expect(first).not.toContain('__WENXIAN_STATE__');

    slow.release();
    const html = await page.rest();
    // The block arrives with React's boundary script (nonce'd), and the state after it holds its answer.
    expect(html).toMatch(/<script nonce="n0nce">(?:(?!<\/script>)[\s\S])*\$RC\("B:\d+","S:\d+"\)<\/script>/);
    expect(html.indexOf('__WENXIAN_STATE__')).toBeGreaterThan(html.lastIndexOf('$RC('));
    const state = /window\.__WENXIAN_STATE__=(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(state).toMatch(/"getWordRef\(\\"[^"\\]+\\"\)":\{"status":"fulfilled"/);
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('sends each of React’s flushes as one chunk: the head and the whole shell together', async () => {
    const slow = await slowCitationBackend();
    const path = await someDocumentPath(slow.backend);
    const render = createRenderer({ template: PAGE_TEMPLATE, backend: slow.backend });
    const response = await render(new Request(`http://localhost${path}`), { nonce: '' });
    const stream = response.body!.getReader();
    // Each chunk is a compressor flush and a socket write downstream: React's 4 KiB views go out joined.
    const { value } = await stream.read();
    const first = new TextDecoder().decode(value);
    expect(first).toMatch(/<title>[^<]+<\/title>/);
    expect(first).toContain('id="doc-title"');
    expect(value!.byteLength).toBeGreaterThan(4096);
    slow.release();
    await stream.cancel();
  });

  it('sends the document once: the router’s hydration data holds the page’s head, the store its data', async () => {
    const slow = await slowCitationBackend();
    const path = await someDocumentPath(slow.backend);
    slow.release();
    const render = createRenderer({ template: PAGE_TEMPLATE, backend: slow.backend });
    const html = await (await render(new Request(`http://localhost${path}`), { nonce: '' })).text();
    const hydration = /__staticRouterHydrationData = JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(html)?.[1];
    const loaderData = (JSON.parse(JSON.parse(hydration ?? '""')) as { loaderData: Record<string, unknown> })
      .loaderData;
    const pageData = Object.values(loaderData).filter(Boolean);
    expect(pageData).toEqual([{ head: expect.objectContaining({ canonical: path }) }]);
    expect(html).toMatch(/__WENXIAN_STATE__=.*"getLiterature/);
  });

  it('streams the block’s error state and ends the page when the deadline fires before the call answers', async () => {
    const slow = await slowCitationBackend();
    const path = await someDocumentPath(slow.backend);
    const render = createRenderer({ template: PAGE_TEMPLATE, backend: slow.backend });
    // The citation call answers only when released below: the page can end only by its deadline.
    const response = await render(new Request(`http://localhost${path}`), {
      nonce: '',
      signal: AbortSignal.timeout(400),
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    // The citation block shows its failure (an alert), the record is whole, and the document is complete.
    expect(html).toMatch(/id="doc-cite"[\s\S]*role="alert"/);
    expect(html).toContain('id="doc-title"');
    expect(html).toContain('__WENXIAN_STATE__');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
    slow.release();
  });

  it('stops quietly when the visitor goes away mid-stream, even once the held call answers', async () => {
    const slow = await slowCitationBackend();
    const path = await someDocumentPath(slow.backend);
    const render = createRenderer({ template: PAGE_TEMPLATE, backend: slow.backend });
    const response = await render(new Request(`http://localhost${path}`), { nonce: '' });
    const logged = vi.spyOn(console, 'error');
    const stream = response.body!.getReader();
    await stream.read();
    await stream.cancel();
    slow.release();
    // The late answer and the end of the render write nowhere, and nothing is reported as an error.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('decides the status from the critical call before streaming: an unknown document is a 404', async () => {
    const slow = await slowCitationBackend();
    const render = createRenderer({ template: PAGE_TEMPLATE, backend: slow.backend });
    const response = await render(new Request('http://localhost/doc/journal/no-such-document'), { nonce: '' });
    expect(response.status).toBe(404);
    expect(slow.asked()).toBe(false);
    await response.text();
  });
});

/** The inline scripts of a page (text exactly as sent) and their attributes. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes = '', text = '']) => ({
    attributes,
    text,
  }));
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('a streamed shared page through the server (CSP, ETag)', () => {
  it('streams its first answer with the nonce on every inline script, then keeps it with each script allowed by hash', async () => {
    const simulation = await createSimulatedBackend({ rateLimit: false });
    // The citation texts answer late, so React streams their block with its own inline script.
    const backend: Backend = async (request) => {
      if (new URL(request.url).pathname.endsWith(CITATION_PATH)) await new Promise((r) => setTimeout(r, 150));
      return simulation(request);
    };
    const app = createApp({ backend, render: createRenderer({ template: PAGE_TEMPLATE, backend }), accessLog: false });
    const path = await someDocumentPath(backend);

    const cold = await app.request(path);
    expect(cold.status).toBe(200);
    expect(cold.headers.get('cache-control')).toBe('no-store');
    const nonce = /'nonce-([^']+)'/.exec(cold.headers.get('content-security-policy') ?? '')?.[1];
    const coldHtml = await cold.text();
    const coldScripts = inlineScripts(coldHtml);
    expect(coldScripts.some(({ text }) => text.includes('$RC('))).toBe(true);
    for (const { attributes } of coldScripts) expect(attributes).toContain(`nonce="${nonce}"`);

    const kept = await app.request(path);
    expect(kept.headers.get('cache-control')).toBe(SHARED_PAGE_CACHE_CONTROL);
    const csp = kept.headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain("'nonce-");
    const html = await kept.text();
    expect(html).not.toContain('nonce=');
    const allowed = /script-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
    const scripts = inlineScripts(html);
    expect(scripts.length).toBe(coldScripts.length);
    for (const { text } of scripts) expect(allowed).toContain(sha256(text));

    const etag = kept.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect((await app.request(path)).headers.get('etag')).toBe(etag);
    expect((await app.request(path, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });
});
