import type { MiddlewareHandler } from 'hono';
import type { ServerResponse } from 'node:http';
import { CLIENT_CLOSED } from './envelope';

export type LogLine = Record<string, unknown>;
export type Logger = (line: LogLine) => void;

/** One JSON line on stdout per event: what log collectors parse without a format of their own. */
export const jsonLogger: Logger = (line) => process.stdout.write(`${JSON.stringify(line)}\n`);

/**
 * One structured line per request: method, path (never the query: it may carry a login ticket or a signed
 * link), status, duration, client address and the answer's size when known. On a Node server the line is
 * written once the answer has left, so a visitor who went away mid-answer (a stream, a large file) is logged
 * with 499 rather than the status the headers carried.
 */
export function accessLog(log: Logger, clientOf: (c: Parameters<MiddlewareHandler>[0]) => string): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const length = c.res.headers.get('content-length');
    const write = (status: number) =>
      log({
        time: new Date().toISOString(),
        msg: 'request',
        method: c.req.method,
        path: c.req.path,
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        client: clientOf(c),
        ...(length ? { bytes: Number(length) } : {}),
        ...(c.res.headers.get('content-encoding') ? { encoding: c.res.headers.get('content-encoding') } : {}),
      });
    const { status } = c.res;
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (!outgoing || status === CLIENT_CLOSED) return write(status);
    // The visitor left while a shared render (which one visitor's leaving does not stop) was still running.
    if (outgoing.destroyed && !outgoing.writableFinished) return write(CLIENT_CLOSED);
    let written = false;
    const once = (finalStatus: number) => {
      if (!written) write(finalStatus);
      written = true;
    };
    outgoing.once('finish', () => once(status));
    outgoing.once('close', () => once(outgoing.writableFinished ? status : CLIENT_CLOSED));
  };
}
