import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { messages } from '@wenxian/domain';
import { errorPageContent } from '@wenxian/ui';
import { createRenderer, type Backend } from './entry-server';
import { PAGE_TEMPLATE } from '../test/pageTemplate';
import { renderingApp } from '../test/renderingApp';
import { createProxyBackend } from '../upstream/proxy';
import { createSimulatedBackend } from '../upstream/backend';

/** One page of each route family (the document's is found by a search of the simulated corpus). */
const FAMILIES = [
  '/',
  '/author/A000001',
  '/organization/O00001',
  '/subject/S0001',
  '/journal/J00001',
  '/conference/C0001',
  '/member',
  '/search?k=%E5%AD%A6%E4%B9%A0',
];
const SERVER_ERROR_TITLE = `${errorPageContent({ kind: 'serverError' }).title} - 文献`;
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

async function documentPath(): Promise<string> {
  const simulation = await createSimulatedBackend({ rateLimit: false });
  const render = createRenderer({ template: PAGE_TEMPLATE, backend: simulation });
  const html = await (await render(new Request('http://localhost/search?k=%E5%AD%A6%E4%B9%A0'), { nonce: '' })).text();
  const path = /href="(\/doc\/journal\/[^"?]+)"/.exec(html)?.[1];
  if (!path) throw new Error('no document in the simulated search');
  return path;
}

/** A loopback port nothing listens on: the upstream is unreachable. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Every family's page: status, title and Retry-After. */
async function answersOf(render: ReturnType<typeof createRenderer>, deadlineMs?: number) {
  const paths = [...FAMILIES, await documentPath()];
  const answers = [];
  for (const path of paths) {
    const signal = deadlineMs ? AbortSignal.timeout(deadlineMs) : undefined;
    const response = await render(new Request(`http://localhost${path}`), { nonce: '', signal });
    const html = await response.text();
    answers.push({
      path,
      status: response.status,
      title: titleOf(html),
      retryAfter: response.headers.get('retry-after'),
    });
  }
  return answers;
}

describe('the backend’s failures answered as what they are', () => {
  it('answers every route family 502 with its error title and Retry-After when the upstream is unreachable', async () => {
    const upstream = new URL(`http://127.0.0.1:${await closedPort()}/`);
    const backend = createProxyBackend({ upstream, timeoutMs: 5_000, log: () => undefined });
    for (const answer of await answersOf(createRenderer({ template: PAGE_TEMPLATE, backend }))) {
      expect(answer).toEqual({
        path: answer.path,
        status: 502,
        // The search page keeps its own title (its query, its box) above its failure state.
        title: answer.path.startsWith('/search') ? expect.stringContaining('学习') : SERVER_ERROR_TITLE,
        retryAfter: expect.stringMatching(/^\d+$/),
      });
      expect(answer.title).not.toMatch(/^\s*-/);
    }
  });

  it('answers every route family 504 with its error title when the backend answers after the render’s deadline', async () => {
    const simulation = await createSimulatedBackend({ rateLimit: false });
    // Each call answers (correctly) only after the page's deadline has fired.
    const late: Backend = async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      return simulation(request);
    };
    for (const answer of await answersOf(createRenderer({ template: PAGE_TEMPLATE, backend: late }), 300)) {
      expect(answer).toEqual({
        path: answer.path,
        status: 504,
        title: answer.path.startsWith('/search') ? expect.stringContaining('学习') : SERVER_ERROR_TITLE,
        retryAfter: expect.stringMatching(/^\d+$/),
      });
    }
  });

  it('answers the next request with the real page once a slow backend answers in time', async () => {
    const simulation = await createSimulatedBackend({ rateLimit: false });
    // While held, every call answers only when released, after the page's deadline.
    let held: Promise<void> | undefined;
    const backend: Backend = async (request) => {
      await held;
      return simulation(request);
    };
    const app = renderingApp(backend);
    for (const path of ['/author/A000001', await documentPath()]) {
      let release = () => undefined as void;
      held = new Promise<void>((resolve) => (release = resolve));
      const during = await app.request(path);
      expect(during.status).toBe(504);
      expect(during.headers.get('cache-control')).toBe('no-store');
      expect(titleOf(await during.text())).toBe(SERVER_ERROR_TITLE);
      release();
      held = undefined;
      // Not kept: the next visitor's render asks the backend again, and gets the page.
      const after = await app.request(path);
      expect(after.status).toBe(200);
      const html = await after.text();
      expect(titleOf(html)).not.toBe(SERVER_ERROR_TITLE);
      expect(titleOf(html)).not.toMatch(/^\s*-/);
      expect(html).not.toContain(messages.errorPage.networkError);
    }
  });
});
