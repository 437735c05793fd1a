import { proxy } from 'hono/proxy';
import { createIpBlocklist } from '@wenxian/domain';
import type { Backend } from './backend';
import { badGateway, gatewayTimeout } from './envelope';

/** Where an upstream redirect must never send a browser: loopback, private and link-local networks. */
const internalNetworks = createIpBlocklist([
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '::/128',
  '::1/128',
  'fc00::/7',
  'fe80::/10',
]);
const internalNames = /(?:^|\.)(?:localhost|local|internal|intranet|lan|corp|home\.arpa)$/i;

function isInternalHost(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return internalNetworks.isBlocked(bare) || internalNames.test(bare) || (!bare.includes('.') && !bare.includes(':'));
}

/**
 * An upstream Location as the browser may see it: the upstream's own addresses become site paths (its base
 * path removed), public http(s) addresses stay, anything else (an internal host, another scheme) is dropped.
 */
export function rewriteLocation(location: string, upstream: URL, requested: URL): string | undefined {
  let target: URL;
  try {
    target = new URL(location, requested);
  } catch {
    return undefined;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return undefined;
  if (target.host === upstream.host) {
    const base = upstream.pathname.replace(/\/$/, '');
    const path = base && target.pathname.startsWith(`${base}/`) ? target.pathname.slice(base.length) : target.pathname;
    return `${path}${target.search}${target.hash}`;
  }
  return isInternalHost(target.hostname) ? undefined : target.href;
}

/** Hop-by-hop headers (RFC 9110 §7.6.1): they describe one connection and never travel further. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
];

/**
 * The request headers the upstream gets: hop-by-hop ones and those the visitor's Connection header names
 * are removed — except the X-Forwarded-* headers we set, which a visitor cannot strip that way.
 */
export function forwardableHeaders(incoming: Headers): Headers {
  const headers = new Headers(incoming);
  const named = (incoming.get('connection') ?? '').split(',').map((name) => name.trim().toLowerCase());
  for (const name of [...HOP_BY_HOP, ...named]) {
    if (name && !name.startsWith('x-forwarded-')) headers.delete(name);
  }
  return headers;
}

/**
 * The upstream body as handed to the visitor. When the visitor goes away the upstream read is aborted;
 * that ends the stream quietly instead of as an error the Node adapter would print with a stack trace.
 */
function quietOnAbort(body: ReadableStream<Uint8Array>, signal: AbortSignal): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        if (signal.aborted) controller.close();
        else controller.error(error);
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/**
 * An upstream cookie as our site sets it: the upstream's Domain would not match our host (the browser would
 * drop the cookie), so it goes; SameSite=Lax when the upstream says nothing; Secure when the visitor uses
 * HTTPS.
 */
export function rewriteSetCookie(line: string, secure: boolean): string {
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  const kept = attributes.filter((attribute) => attribute && !/^domain=/i.test(attribute));
  if (!kept.some((attribute) => /^samesite=/i.test(attribute))) kept.push('SameSite=Lax');
  if (secure && !kept.some((attribute) => /^secure$/i.test(attribute))) kept.push('Secure');
  return [pair, ...kept].join('; ');
}

export type ProxyOptions = {
  upstream: URL;
  /** Time allowed for the upstream's answer headers; the body may stream for longer (AI answers). */
  timeoutMs: number;
  /** One line per failed call (not a stack trace). */
  log?: (line: Record<string, unknown>) => void;
};

const isTimeout = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'TimeoutError' || (error.cause as Error | undefined)?.name === 'TimeoutError');

/**
 * The API_UPSTREAM proxy on Hono's proxy helper: hop-by-hop headers removed both ways, the runtime decodes
 * and the helper drops the stale Content-Encoding/Length, the client's abort is passed on (the request's
 * signal), and a slow or unreachable upstream answers 504/502 envelopes. The incoming request already
 * carries the X-Forwarded-* headers the app set from the socket (clientAddress.ts).
 */
export function createProxyBackend({
  upstream,
  timeoutMs,
  log = (line) => console.error(JSON.stringify(line)),
}: ProxyOptions): Backend {
  const base = upstream.pathname.replace(/\/$/, '');
  return async (request) => {
    const url = new URL(request.url);
    const target = new URL(`${base}${url.pathname}${url.search}`, upstream);
    // Bounds the wait for the answer's headers only: a streamed body (the AI's answers) may run longer.
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(new DOMException('upstream timeout', 'TimeoutError')), timeoutMs);
    const headers = forwardableHeaders(request.headers);
    try {
      const response = await proxy(target, {
        raw: request,
        headers,
        signal: AbortSignal.any([request.signal, timeout.signal]),
        redirect: 'manual',
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) {
        const secure = request.headers.get('x-forwarded-proto') === 'https';
        response.headers.delete('set-cookie');
        for (const cookie of cookies) response.headers.append('set-cookie', rewriteSetCookie(cookie, secure));
      }
      const location = response.headers.get('location');
      if (location !== null) {
        const rewritten = rewriteLocation(location, upstream, target);
        if (rewritten) response.headers.set('location', rewritten);
        else response.headers.delete('location');
      }
      return response.body ? new Response(quietOnAbort(response.body, request.signal), response) : response;
    } catch (error) {
      // The visitor went away: nothing to answer, the upstream call is already cancelled.
      if (request.signal.aborted) return new Response(null, { status: 499 });
      const timedOut = timeout.signal.aborted || isTimeout(error);
      log({
        level: 'error',
        msg: timedOut ? 'upstream timeout' : 'upstream unreachable',
        path: url.pathname,
        error: error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error),
      });
      return timedOut ? gatewayTimeout() : badGateway();
    } finally {
      clearTimeout(timer);
    }
  };
}
