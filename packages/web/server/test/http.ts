import { rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import type { IncomingHttpHeaders } from 'node:http';
import { readServerConfig } from '../config';
import { startServer, type RunningServer } from '../start';
import type { LogLine } from '../http/accessLog';
import { afterAll, beforeAll } from 'vitest';
import { createFixtureBuild } from './fixture';

export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer; text: string };

/**
 * One HTTP request with Node's client, which (unlike fetch) shows the bytes as sent: encodings are not
 * decoded, hop-by-hop headers are visible, and the source address can be chosen.
 */
export function raw(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: Buffer | string;
    localAddress?: string;
    /** The request target sent as is (a URL would normalise `\\` and dot segments away). */
    path?: string;
  } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const { hostname, port, pathname, search } = new URL(url);
    const target = { hostname, port, path: options.path ?? `${pathname}${search}` };
    const req = request(
      { ...target, method: options.method ?? 'GET', headers: options.headers, localAddress: options.localAddress },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A POST whose body streams without a Content-Length (chunked), as fetch sends a ReadableStream. */
export function postStreamed(url: string, text: string): Promise<Response> {
  const data = new TextEncoder().encode(text);
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= data.length) return controller.close();
      controller.enqueue(data.subarray(at, at + 16 * 1024));
      at += 16 * 1024;
    },
  });
  return fetch(url, {
    method: 'POST',
    body,
    duplex: 'half',
    headers: { 'content-type': 'application/json' },
  } as RequestInit);
}

/**
 * Sends only a request head declaring a body of `length` bytes and returns the status the server answers
 * with before any of the body arrives (a server that waited for the body would never answer).
 */
export function statusForDeclaredBody(url: string, length: number, type: string): Promise<number> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `POST ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n\r\n`,
      );
    });
    let head = '';
    socket.setTimeout(5_000, () => reject(new Error('no answer before the body')));
    socket.on('data', (chunk: Buffer) => {
      head += chunk.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(head)?.[1];
      if (status) {
        socket.destroy();
        resolve(Number(status));
      }
    });
    socket.on('error', reject);
  });
}

/** The real server (start.ts) on a free loopback port, with its log lines collected. */
export async function startTestServer(
  env: Record<string, string>,
  distRoot: string,
): Promise<RunningServer & { logs: LogLine[] }> {
  const logs: LogLine[] = [];
  const config = readServerConfig({ PORT: '0', HOST: '127.0.0.1', ...env });
  // The simulation answers in this process, so a test can look into its state (tickets, tokens, accounts).
  const running = await startServer(config, { distRoot, log: (line) => logs.push(line), simulationInProcess: true });
  return { ...running, logs };
}

/** A fixture build (test/fixture.ts) served by the real server for a test file's duration. */
export function useFixtureServer(env: Record<string, string> = {}) {
  const fixture = {} as { dist: string; server: Awaited<ReturnType<typeof startTestServer>> };
  beforeAll(async () => {
    fixture.dist = createFixtureBuild();
    fixture.server = await startTestServer(env, fixture.dist);
  });
  afterAll(async () => {
    await fixture.server?.close();
    rmSync(fixture.dist, { recursive: true, force: true });
  });
  return fixture;
}
