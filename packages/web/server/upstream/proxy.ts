import { Readable } from 'node:stream';
import { messages } from '@wenxian/domain';
import type { Backend } from './backend';
import { badGateway, CLIENT_CLOSED, envelope, gatewayTimeout } from '../http/envelope';
import { callUpstream, readAll, type UpstreamAnswer } from './upstreamClient';
import { answerHeaders, forwardableHeaders } from './proxyHeaders';

/** Statuses whose answer never has a body (RFC 9110 §6.4.1). */
const BODILESS = new Set([204, 205, 304]);

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
function upstreamFailure(answer: UpstreamAnswer): Response {
  const gateway = answer.status === 502 || answer.status === 504;
  const message = gateway ? messages.errorPage.networkError : messages.errorPage.genericTitle;
  const reply = envelope(answer.status, message);
  const retryAfter = answer.headers.find(([name]) => name.toLowerCase() === 'retry-after')?.[1];
  if (retryAfter) reply.headers.set('retry-after', retryAfter);
  return reply;
}

/** Answers whose text may carry the upstream's own addresses (a download link, a file's address). */
const TEXTUAL = /^(?:application\/(?:[\w.+-]*\+)?json|text\/)/i;

/**
 * The upstream's own addresses in an answer's text made the site's paths (M6): a link the backend hands out
 * (`http://<upstream>/newsite/commonOpenUp/downloadDoc?…`) reaches the browser as `/newsite/…`, which it
 * fetches from the site and the site proxies — never an internal host the page's CSP blocks and a visitor
 * cannot reach. Its base path goes with it, as rewriteLocation does for redirects; both the plain and the
 * JSON-escaped (`http:\/\/`) spellings are found. `undefined` when the text holds none.
 */
function siteLinks(body: Buffer, upstream: URL): Buffer | undefined {
  const base = `${upstream.origin}${upstream.pathname.replace(/\/$/, '')}`;
  const escaped = base.replaceAll('/', '\\/');
  const text = body.toString('utf8');
  if (!text.includes(base) && !text.includes(escaped)) return undefined;
  return Buffer.from(text.replaceAll(base, '').replaceAll(escaped, ''), 'utf8');
}

/** What gives a message away as a stack trace or an exception's text, not words for a visitor. */
const STACK_TRACE =
  /\n\s*at\s|\bat\s+[\w$.<>]+\s*\([^)]*:\d+|\w(?:Exception|Error)\b[:\s]|Traceback \(most recent|\.(?:java|js|ts|py|go|php|cs):\d+/;

/**
 * An error envelope sent with a 2xx whose message is a stack trace (a backend that catches everything and
 * answers its exception's text): the message becomes the site's generic one, as for an upstream 5xx — the
 * page's error block and its toast show the message, and a trace discloses the backend's insides.
 * `undefined` when there is nothing to hide.
 */
function withoutStackTrace(body: Buffer): Buffer | undefined {
  const text = body.toString('utf8');
  if (!STACK_TRACE.test(text)) return undefined;
  let envelope: unknown;
  try {
    envelope = JSON.parse(text);
  } catch {
    return undefined;
  }
  const { code, message } = (envelope ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code !== 'number' || code === 200 || typeof message !== 'string' || !STACK_TRACE.test(message))
    return undefined;
  return Buffer.from(JSON.stringify({ ...(envelope as object), message: messages.errorPage.genericTitle }), 'utf8');
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
 * The API_UPSTREAM proxy: one call to the upstream per request (upstreamClient.ts, kept-alive connections),
 * hop-by-hop headers removed both ways, the body decoded and the stale Content-Encoding/Length dropped, the
 * client's abort passed on (the request's signal). An answer is read whole before its status leaves, so what fails on the way — an unreachable
 * upstream, a corrupt gzip body, a body cut off mid-way — is a 502 envelope, a stall in headers or body a
 * 504, and an upstream 5xx the site's own envelope. The incoming request already carries the
 * X-Forwarded-* headers the app set from the socket (http/clientAddress.ts).
 */
export function createProxyBackend({
  upstream,
  timeoutMs,
  log = (line) => console.error(JSON.stringify(line)),
}: ProxyOptions): Backend {
  const base = upstream.pathname.replace(/\/$/, '');
  // A timeout's line names the limit that ended it (the whole answer's, or a stream's pause): an operator tuning
  // API_TIMEOUT_MS reads it there.
  const failureLine = (msg: string, path: string) => ({
    level: 'error',
    msg,
    path,
    ...(msg === 'upstream timeout' ? { limitMs: timeoutMs } : {}),
  });
  return async (request) => {
    const url = new URL(request.url);
    const target = new URL(`${base}${url.pathname}${url.search}`, upstream);
    // Bounds the whole answer, body included; a streamed one is bounded per chunk instead (relayStream).
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(new DOMException('upstream timeout', 'TimeoutError')), timeoutMs);
    let headersArrived = false;
    try {
      const signal = AbortSignal.any([request.signal, timeout.signal]);
      const answer = await callUpstream(target, request, forwardableHeaders(request.headers), signal);
      if (answer.status >= 500) {
        answer.body.destroy();
        log({ level: 'error', msg: 'upstream error', path: url.pathname, status: answer.status });
        return upstreamFailure(answer);
      }
      const secure = request.headers.get('x-forwarded-proto') === 'https';
      const headers = answerHeaders(answer, upstream, target, secure);
      const init = { status: answer.status, statusText: answer.statusText, headers };
      if (BODILESS.has(answer.status) || request.method === 'HEAD') {
        answer.body.resume();
        return new Response(null, init);
      }
      if (STREAMED.test(headers.get('content-type') ?? '')) {
        clearTimeout(timer);
        const body = Readable.toWeb(answer.body) as ReadableStream<Uint8Array>;
        const onFailure = (msg: string) => log(failureLine(msg, url.pathname));
        return new Response(relayStream(body, { signal: request.signal, idleMs: timeoutMs, onFailure }), init);
      }
      // Read whole under the same deadline: a body that fails to decode or is cut off throws here.
      headersArrived = true;
      let body = await readAll(answer.body);
      if (TEXTUAL.test(headers.get('content-type') ?? '')) {
        const rewritten = withoutStackTrace(body) ?? body;
        body = siteLinks(rewritten, upstream) ?? rewritten;
        headers.set('content-length', String(body.length));
      }
      return new Response(body as Uint8Array<ArrayBuffer>, init);
    } catch (error) {
      // The visitor went away: nothing to answer, the upstream call is already cancelled.
      if (request.signal.aborted) return new Response(null, { status: CLIENT_CLOSED });
      const timedOut = timeout.signal.aborted || isTimeout(error);
      log({
        ...failureLine(
          timedOut ? 'upstream timeout' : headersArrived ? 'upstream body failed' : 'upstream unreachable',
          url.pathname,
        ),
        error: error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error),
      });
      return timedOut ? gatewayTimeout() : badGateway();
    } finally {
      clearTimeout(timer);
    }
  };
}
