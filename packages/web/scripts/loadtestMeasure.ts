/** The measuring of loadtest.ts: one autocannon run with its errors and memory, and the upstreams it uses. */
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { configureApi, search } from '@wenxian/api';
import { descendants } from '../server/test/processTree';
import type { Started } from './serverProcess';

/**
 * The server's resident memory in MiB (Linux /proc): its process and every process below it — the page
 * server processes of a primary (WEB_CONCURRENCY) and the simulated backend it forked — so builds that split
 * the work differently are weighed alike.
 */
export function rssMiB(pid: number): number {
  const rssKiB = (id: number) => {
    try {
      const line = readFileSync(`/proc/${id}/status`, 'utf8')
        .split('\n')
        .find((text) => text.startsWith('VmRSS:'));
      return Number(/\d+/.exec(line ?? '')?.[0] ?? 0);
    } catch {
      return 0; // It ended while we looked.
    }
  };
  return Math.round([pid, ...descendants(pid)].reduce((sum, id) => sum + rssKiB(id), 0) / 1024);
}

/** A signed search call exactly as the site's call layer sends it (headers valid for the run). */
export async function recordSearch(
  origin: string,
): Promise<{ path: string; headers: Record<string, string>; body: string }> {
  let recorded: { path: string; headers: Record<string, string>; body: string } | undefined;
  configureApi({
    origin,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const body = await request.clone().text();
      recorded = { path: new URL(request.url).pathname, headers: Object.fromEntries(request.headers), body };
      return fetch(request);
    },
  });
  const result = await search({ conditions: [{ searchField: 'U', content: '深度学习' }], pageSize: 20 });
  if (!recorded || result.list.length === 0) throw new Error('the search call found nothing to measure');
  return recorded;
}

export type Row = {
  build: string;
  mode: string;
  target: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
  /** What the errors were: unexpected statuses, socket errors, timeouts (empty when there were none). */
  'errors by kind': string;
  'RSS MiB': string;
  '× favicon'?: string;
};

/**
 * Expected non-2xx answers (the stalled mode's error pages) are not errors; 503 refusals always are. The
 * warm-up is skipped where it would stall too.
 */
export type Expect = { statuses?: (status: number) => boolean; warmUp?: boolean; seconds?: number };

/** Measures one target with autocannon: `connections` at once for `seconds` (unless told otherwise). */
export const createMeasure =
  ({ connections, seconds }: { connections: number; seconds: number }) =>
  async (
    server: Started,
    labels: Pick<Row, 'build' | 'mode' | 'target'>,
    options: autocannon.Options,
    { statuses, warmUp = true, seconds: duration = seconds }: Expect = {},
  ): Promise<Row> => {
    // Warm-up outside the measured window: the first page loads the lazy route modules and the corpus.
    for (let i = 0; warmUp && i < 3; i += 1) {
      const warm = await fetch(String(options.url).replace('[<id>]', 'warm'), {
        method: options.method ?? 'GET',
        headers: options.headers as Record<string, string> | undefined,
        body: options.body as string | undefined,
      });
      await warm.arrayBuffer();
    }
    const before = rssMiB(server.pid);
    const result = await autocannon({ connections, duration, timeout: 10, ...options });
    const unexpectedStatuses = Object.entries(result.statusCodeStats ?? {}).filter(
      ([code]) => !(Number(code) < 300 || statuses?.(Number(code))),
    );
    const unexpected = unexpectedStatuses.reduce((sum, [, stats]) => sum + (stats.count ?? 0), 0);
    const kinds = [
      ...unexpectedStatuses.map(([code, stats]) => `${code}×${stats.count ?? 0}`),
      result.errors ? `socket×${result.errors}` : '',
      result.timeouts ? `timeout×${result.timeouts}` : '',
      result.mismatches ? `body×${result.mismatches}` : '',
    ];
    return {
      ...labels,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      // A run in which nothing completed measured nothing: that is a failure too.
      errors:
        result.errors + result.timeouts + unexpected + (result.mismatches ?? 0) + (result.requests.total === 0 ? 1 : 0),
      'errors by kind': kinds.filter(Boolean).join(' '),
      'RSS MiB': `${before} → ${rssMiB(server.pid)}`,
    };
  };

/** An upstream that accepts every connection and never answers (nor closes). */
export function stalledUpstream(): Promise<{ url: string; server: Server }> {
  return new Promise((done) => {
    const server = createServer(() => undefined);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      done({ url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`, server });
    });
  });
}
