import { getResponse } from 'msw';

/** Answers one API request: from a real backend when an upstream is configured, else from the simulation. */
export type Backend = (request: Request) => Promise<Response>;

const notFound = () =>
  Response.json({ code: 404, data: null, message: 'not found' }, { status: 404 });

/** The embedded simulated server: the same MSW handlers Storybook and the tests use, run in-process. */
export async function createSimulatedBackend(): Promise<Backend> {
  const { handlers } = await import('@wenxian/api/mocks');
  return async (request) => (await getResponse(handlers, await standardRequest(request))) ?? notFound();
}

/**
 * The Node server hands over its own light request object; the handlers clone and re-create requests,
 * which needs a standard (undici) Request with its body read.
 */
async function standardRequest(request: Request): Promise<Request> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
  });
}

/** Forwards the request to `upstream`, keeping method, headers and body; streams the answer back. */
export function createProxyBackend(upstream: string): Backend {
  const base = new URL(upstream);
  return async (request) => {
    const url = new URL(request.url);
    const target = new URL(url.pathname + url.search, base);
    const headers = new Headers(request.headers);
    headers.set('host', target.host);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    return fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? request.body : undefined,
      redirect: 'manual',
      // Required by undici when streaming a request body.
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit);
  };
}
