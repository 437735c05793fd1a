import { request } from 'node:http';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createFixtureBuild } from '../test/fixture';
import { startTestServer } from '../test/http';
import { startStubUpstream } from '../test/stubUpstream';

/**
 * A visitor who goes away mid-answer is logged as such: one JSON access line with nginx's 499,
 * no "unhandled" error, and nothing printed outside the JSON log (the Node adapter's console lines).
 */
let dist: string;
let upstream: Awaited<ReturnType<typeof startStubUpstream>>;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  dist = createFixtureBuild();
  upstream = await startStubUpstream();
  server = await startTestServer({ API_UPSTREAM: upstream.url, API_TIMEOUT_MS: '5000' }, dist);
});
afterAll(async () => {
  await server?.close();
  await upstream?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** Sends a GET and closes the connection after `ms`, before (or while) the answer comes. */
function abandon(path: string, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const req = request(new URL(path, server.url), (res) => res.resume());
    req.on('error', () => undefined);
    req.end();
    setTimeout(() => {
      req.destroy();
      resolve();
    }, ms);
  });
}

it.each(['/slow-page', '/newsite/stall', '/newsite/hold-open'])(
  'logs an abandoned %s as one 499 line, without a stack trace',
  async (path) => {
    const printed = [vi.spyOn(console, 'error'), vi.spyOn(console, 'info'), vi.spyOn(console, 'warn')];
    const before = server.logs.length;
    await abandon(path, 150);
    await expect
      .poll(() => server.logs.slice(before).filter((line) => line.path === path), { timeout: 20_000 })
      .toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = server.logs.slice(before).filter((line) => line.path === path);
    expect(lines).toEqual([expect.objectContaining({ msg: 'request', status: 499 })]);
    expect(server.logs.slice(before).filter((line) => line.level === 'error')).toEqual([]);
    for (const spy of printed) {
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
    }
  },
);
