import { afterEach, beforeEach } from 'vitest';
import { server } from '@wenxian/simulation/node';

/** A request as the simulated backend received it: its path, and its JSON body (null for none). */
export type ReceivedRequest = { path: string; body: unknown };

/**
 * Registers hooks in the calling test file that record, test by test and in order, every request the simulated
 * backend receives into `into` (emptied before each test), and returns it.
 */
export function recordReceivedRequests(into: ReceivedRequest[] = []): ReceivedRequest[] {
  beforeEach(() => {
    into.length = 0;
    server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      if (request.method === 'POST')
        void request
          .clone()
          .json()
          .then(
            (body: unknown) => into.push({ path, body }),
            () => into.push({ path, body: null }),
          );
      else into.push({ path, body: null });
    });
  });
  afterEach(() => server.events.removeAllListeners());
  return into;
}

/** The bodies of the recorded requests whose path ends with `path`. */
export const bodiesSentTo = (received: ReceivedRequest[], path: string): unknown[] =>
  received.filter((request) => request.path.endsWith(path)).map((request) => request.body);
