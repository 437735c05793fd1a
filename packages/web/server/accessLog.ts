import type { MiddlewareHandler } from 'hono';

export type LogLine = Record<string, unknown>;
export type Logger = (line: LogLine) => void;

/** One JSON line on stdout per event: what log collectors parse without a format of their own. */
export const jsonLogger: Logger = (line) => process.stdout.write(`${JSON.stringify(line)}\n`);

/**
 * One structured line per request: method, path (never the query: it may carry a login ticket or a signed
 * link), status, duration, client address and the answer's size when known.
 */
export function accessLog(log: Logger, clientOf: (c: Parameters<MiddlewareHandler>[0]) => string): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const length = c.res.headers.get('content-length');
    log({
      time: new Date().toISOString(),
      msg: 'request',
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      client: clientOf(c),
      ...(length ? { bytes: Number(length) } : {}),
      ...(c.res.headers.get('content-encoding') ? { encoding: c.res.headers.get('content-encoding') } : {}),
    });
  };
}
