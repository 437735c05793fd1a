import { describe, expect, it } from 'vitest';
import { createRenderer, type Backend } from '../src/entry-server';
import { createSimulatedBackend } from './backend';

/** The built template's shape: markers where the renderer writes the head, the page and its state. */
const TEMPLATE =
  '<!doctype html><html lang="zh-CN"><head><title>文献</title><!--app-head--></head>' +
  '<body><div id="root"><!--app-html--></div><!--app-state--></body></html>';

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
  const render = createRenderer({ template: TEMPLATE, backend });
  const html = await (await render(new Request('http://localhost/search?k=%E5%AD%A6%E4%B9%A0'), { nonce: '' })).text();
  const path = new RegExp(`href="(${DOCUMENT}[^"?]+)"`).exec(html)?.[1];
  if (!path) throw new Error('no document in the simulated search');
  return path;
}

/** Reads a body chunk by chunk; `until` resolves with all text read once it contains `marker`. */
function reader(body: ReadableStream<Uint8Array>) {
  const stream = body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  return {
    async until(marker: string): Promise<string> {
      while (!text.includes(marker)) {
        const { value, done } = await stream.read();
        if (done) throw new Error(`the page ended without ${marker}`);
        text += value;
      }
      return text;
    },
    async rest(): Promise<string> {
      for (;;) {
        const { value, done } = await stream.read();
        if (done) return text;
        text += value;
      }
    },
  };
}

describe('the streamed page (issue 26 item 1)', () => {
  it('sends the head and the shell with their status before a slow deferred call answers, then its block and the state', async () => {
    const slow = await slowCitationBackend();
    const path = await someDocumentPath(slow.backend);
    const render = createRenderer({ template: TEMPLATE, backend: slow.backend });
    const response = await render(new Request(`http://localhost${path}`), { nonce: 'n0nce' });
    expect(response.status).toBe(200);
    const page = reader(response.body!);

    // The head (the document's title, the shell's styles) and the record are out while the citation call is held.
    const first = await page.until('doc-cite');
    expect(first).toMatch(/<title>[^<]+<\/title>/);
    expect(first).toContain('<style data-styled="true"');
    expect(first).toContain('id="doc-title"');
    expect(first).not.toContain('__WENXIAN_STATE__');

    slow.release();
    const html = await page.rest();
    // The block arrives with React's boundary script (nonce'd), and the state after it holds its answer.
    expect(html).toMatch(/<script nonce="n0nce">\$RC|<script nonce="n0nce">[^<]*\$RC\(/);
    expect(html.indexOf('__WENXIAN_STATE__')).toBeGreaterThan(html.lastIndexOf('$RC('));
    const state = /window\.__WENXIAN_STATE__=(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(state).toMatch(/"getWordRef\(\\"[^"\\]+\\"\)":\{"status":"fulfilled"/);
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('streams the block’s error state and ends the page when the deadline fires before the call answers', async () => {
    const slow = await slowCitationBackend();
    const path = await someDocumentPath(slow.backend);
    const render = createRenderer({ template: TEMPLATE, backend: slow.backend });
    const started = performance.now();
    const response = await render(new Request(`http://localhost${path}`), {
      nonce: '',
      signal: AbortSignal.timeout(400),
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(performance.now() - started).toBeLessThan(3_000);
    // The citation block shows its failure (an alert), the record is whole, and the document is complete.
    expect(html).toMatch(/id="doc-cite"[\s\S]*role="alert"/);
    expect(html).toContain('id="doc-title"');
    expect(html).toContain('__WENXIAN_STATE__');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
    slow.release();
  });

  it('decides the status from the critical call before streaming: an unknown document is a 404', async () => {
    const slow = await slowCitationBackend();
    const render = createRenderer({ template: TEMPLATE, backend: slow.backend });
    const response = await render(new Request('http://localhost/doc/journal/no-such-document'), { nonce: '' });
    expect(response.status).toBe(404);
    expect(slow.asked()).toBe(false);
    await response.text();
  });
});
