import { proxy } from 'hono/proxy';
import { createIpBlocklist, messages } from '@wenxian/domain';
import type { Backend } from './backend';
import { badGateway, CLIENT_CLOSED, envelope, gatewayTimeout } from './envelope';

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

/** Answers that stream by nature (the AI's server-sent events): relayed as they come, not read first. */
const STREAMED = /^text\/event-stream/i;

/**
 * A streamed upstream body as handed to the visitor. Its status has left already, so a failure can only end
 * it: when the visitor goes away, when the upstream errs, or when no chunk comes for `idleMs` — always
 * quietly (an error here would reach the Node adapter, which prints it with a stack trace), with one log line.
 */
function relayStream(
  body: ReadableStream<Uint8Array>,
  { signal, idleMs, onFailure }: { signal: AbortSignal; idleMs: number; onFailure: (why: string) => void },
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const idle = new Promise<'idle'>((resolve) => (timer = setTimeout(() => resolve('idle'), idleMs)));
      try {
        const next = await Promise.race([reader.read(), idle]);
        if (next === 'idle') {
          onFailure('upstream timeout');
          void reader.cancel().catch(() => undefined);
          controller.close();
        } else if (next.done) controller.close();
        else controller.enqueue(next.value);
      } catch {
        if (!signal.aborted) onFailure('upstream body failed');
        controller.close();
      } finally {
        clearTimeout(timer);
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/** The site's own answer in place of an upstream 5xx: its body (a stack trace, a proxy's page) never leaves. */
function upstreamFailure(response: Response): Response {
  const gateway = response.status === 502 || response.status === 504;
  const message = gateway ? messages.errorPage.networkError : messages.errorPage.genericTitle;
  const answer = envelope(response.status, message);
  const retryAfter = response.headers.get('retry-after');
  if (retryAfter) answer.headers.set('retry-after', retryAfter);
  return answer;
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
  /**
   * Time allowed for the upstream's whole answer, headers and body; a streamed answer (the AI's) may run
   * longer but not pause longer than this between chunks.
   */
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
 * signal). An answer is read whole before its status leaves, so what fails on the way — an unreachable
 * upstream, a corrupt gzip body, a body cut off mid-way — is a 502 envelope, a stall in headers or body a
 * 504, and an upstream 5xx the site's own envelope (issue 26). The incoming request already carries the
 * X-Forwarded-* headers the app set from the socket (clientAddress.ts).
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
    // Bounds the whole answer, body included; a streamed one is bounded per chunk instead (relayStream).
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(new DOMException('upstream timeout', 'TimeoutError')), timeoutMs);
    const headers = forwardableHeaders(request.headers);
    let headersArrived = false;
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
      if (response.status >= 500) {
        await response.body?.cancel().catch(() => undefined);
        log({ level: 'error', msg: 'upstream error', path: url.pathname, status: response.status });
        return upstreamFailure(response);
      }
      if (!response.body) return response;
      if (STREAMED.test(response.headers.get('content-type') ?? '')) {
        clearTimeout(timer);
        const onFailure = (msg: string) => log({ level: 'error', msg, path: url.pathname });
        return new Response(
          relayStream(response.body, { signal: request.signal, idleMs: timeoutMs, onFailure }),
          response,
        );
      }
      // Read whole under the same deadline: a body that fails to decode or is cut off throws here.
      headersArrived = true;
      return new Response(await response.arrayBuffer(), response);
    } catch (error) {
      // The visitor went away: nothing to answer, the upstream call is already cancelled.
      if (request.signal.aborted) return new Response(null, { status: CLIENT_CLOSED });
      const timedOut = timeout.signal.aborted || isTimeout(error);
      log({
        level: 'error',
        msg: timedOut ? 'upstream timeout' : headersArrived ? 'upstream body failed' : 'upstream unreachable',
        path: url.pathname,
        error: error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error),
      });
      return timedOut ? gatewayTimeout() : badGateway();
    } finally {
      clearTimeout(timer);
    }
  };
}
