import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { callUpstream, readAll } from './upstreamClient';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/**
 * An upstream that answers the first call on each connection and resets the connection, unread, on the
 * second: what a kept-alive connection closed by the upstream as a call goes out on it looks like.
 */
async function upstreamResettingReusedConnections() {
  const callsOn = new WeakMap<Socket, number>();
  const seen = { calls: 0, resets: 0 };
  const bodies: string[] = [];
  server = createServer((request, response) => {
    const calls = (callsOn.get(request.socket) ?? 0) + 1;
    callsOn.set(request.socket, calls);
    seen.calls += 1;
    if (calls === 2) {
      seen.resets += 1;
      request.socket.destroy();
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (body) bodies.push(body);
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { target: new URL(`http://127.0.0.1:${port}/literature/base/1`), seen, bodies };
}

const text = async (answer: Promise<{ body: NodeJS.ReadableStream }>) =>
  String(await readAll((await answer).body as never));

describe('calls to the upstream over kept-alive connections', () => {
  it('sends a call without a body again when its reused connection was reset unread', async () => {
    const { target, seen } = await upstreamResettingReusedConnections();
    const get = () => callUpstream(target, new Request(target), new Headers(), new AbortController().signal);
    await expect(text(get())).resolves.toBe('ok');
    // On the kept connection: reset, then sent again on a new one.
    await expect(text(get())).resolves.toBe('ok');
    expect(seen).toEqual({ calls: 3, resets: 1 });
  });

  it('sends a POST with its small declared body again when its reused connection was reset unread', async () => {
    const { target, seen, bodies } = await upstreamResettingReusedConnections();
    const body = '{"k":"水稻"}';
    const post = () =>
      callUpstream(
        target,
        new Request(target, { method: 'POST', body }),
        new Headers({ 'content-length': String(Buffer.byteLength(body)), 'content-type': 'application/json' }),
        new AbortController().signal,
      );
    await expect(text(post())).resolves.toBe('ok');
    await expect(text(post())).resolves.toBe('ok');
    expect(seen).toEqual({ calls: 3, resets: 1 });
    // The same bytes each time, the one sent again included.
    expect(bodies).toEqual([body, body]);
  });

  it('closes a kept-alive connection itself once idle, before the upstream’s keep-alive ends', async () => {
    let endedByUs = 0;
    server = createServer((_request, response) => response.end('ok'));
    // Far longer than ours (Node's client would otherwise follow its Keep-Alive hint): only our side closes.
    server.keepAliveTimeout = 600_000;
    server.on('connection', (socket: Socket) => socket.once('end', () => (endedByUs += 1)));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const target = new URL(`http://127.0.0.1:${port}/x`);
    await text(callUpstream(target, new Request(target), new Headers(), new AbortController().signal));
    // A hang guard, not a figure: the close comes after UPSTREAM_IDLE_MS.
    await expect.poll(() => endedByUs, { timeout: 120_000 }).toBe(1);
  });

  it('never sends a streamed body (undeclared length, an upload) twice', async () => {
    const { target, seen } = await upstreamResettingReusedConnections();
    const post = () =>
      callUpstream(
        target,
        new Request(target, { method: 'POST', body: '{"k":"水稻"}' }),
        new Headers(),
        new AbortController().signal,
      );
    await expect(text(post())).resolves.toBe('ok');
    await expect(post()).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(seen).toEqual({ calls: 2, resets: 1 });
  });
});
