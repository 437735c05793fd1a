import { http, HttpResponse } from 'msw';
import { apiPath } from '../core/transport/basePath';
import { server } from './server';

/** The requests one test handler saw, with their headers, in order. */
export type SeenRequest = { url: URL; method: string; headers: Headers; body: string };

/**
 * Answers `path` with the envelopes produced by `reply(n)` (n = 0 for the first request) and records
 * every request. Test-only: lets a test script a server that fails N times, then succeeds.
 */
export function scriptedEnvelope(
  method: 'get' | 'post' | 'delete',
  path: string,
  reply: (
    n: number,
    request: SeenRequest,
  ) => { code: number; data?: unknown; message?: string; toLogin?: boolean; status?: number },
): SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.use(
    http[method](apiPath(path), async ({ request }) => {
      const entry = {
        url: new URL(request.url),
        method: request.method,
        headers: request.headers,
        body: await request.text(),
      };
      seen.push(entry);
      const { status = 200, ...envelope } = reply(seen.length - 1, entry);
      return HttpResponse.json({ data: null, message: '', ...envelope }, { status });
    }),
  );
  return seen;
}
