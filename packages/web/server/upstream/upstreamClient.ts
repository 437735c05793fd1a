import { Agent as HttpAgent, request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { Duplex, Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

/** An upstream's answer: its status and headers as sent, its body decoded (Content-Encoding undone). */
export type UpstreamAnswer = {
  status: number;
  statusText: string;
  /** Name/value pairs in the order received (a repeated header, Set-Cookie, appears once per line). */
  headers: ReadonlyArray<readonly [string, string]>;
  /** The body, decoded; it errors when the body breaks off, fails to decode or the signal fires. */
  body: Readable;
};

/** The encodings a body may arrive in: each one is undone here, so the answer leaves decoded. */
const DECODERS: Record<string, () => Duplex> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};
const ACCEPTED_ENCODINGS = 'gzip, deflate, br';

/**
 * How long a kept-alive connection may sit idle before we close it: well below the 5 s after which Node's own
 * HTTP server (the simulation's, and many backends') closes it, so we are the side that closes, not the side
 * whose next call meets a connection the upstream is closing at that very moment.
 */
const UPSTREAM_IDLE_MS = 2_000;

/**
 * Connections to the upstream are kept open and reused (keep-alive): a page's server render makes several
 * calls, and a new connection for each would cost a handshake and a socket apiece. A free socket idle for
 * `timeout` is closed by the agent (an upstream's `Keep-Alive: timeout=N` hint shortens it further).
 */
const agents = {
  'http:': new HttpAgent({ keepAlive: true, timeout: UPSTREAM_IDLE_MS }),
  'https:': new HttpsAgent({ keepAlive: true, timeout: UPSTREAM_IDLE_MS }),
};

/**
 * A body this small is read whole before the call (the API's JSON and form bodies: its 1 MiB limit), so a
 * call reset before its answer can be sent again; larger ones (uploads) stream through and are sent once.
 */
const RESENDABLE_BODY_BYTES = 1024 * 1024;

/** Errors of a kept-alive connection closed under a call that went out on it (nothing of the answer came). */
const RESET_CODES = new Set(['ECONNRESET', 'EPIPE']);

/** An encoding we cannot undo: the answer is a 502, never undecodable bytes passed on as a 200. */
class UnknownEncodingError extends Error {
  override readonly name = 'UnknownEncodingError';
}

/** The answer's body decoded; undefined for an encoding we cannot undo. */
function decoded(answer: IncomingMessage): Readable | undefined {
  const encoding = String(answer.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  if (encoding === '' || encoding === 'identity') return answer;
  const decoder = DECODERS[encoding]?.();
  if (!decoder) return undefined;
  // A corrupt body errors the decoder; a body cut off errors the answer, which is passed on to the decoder.
  answer.once('error', (error) => decoder.destroy(error));
  return answer.pipe(decoder);
}

/**
 * One HTTP call to the upstream with Node's own client (node:http/https over keep-alive agents): the request's
 * method, headers and body go as they are (the caller has removed what must not travel), with the encodings
 * decoded here asked for. Redirects are answered, never followed. Node's client is used rather than fetch: on
 * a server whose every page render makes several backend calls, fetch's WHATWG request/response/stream objects
 * cost several times the call itself.
 *
 * A call that finds its kept-alive connection reset before any byte of its answer goes once more on a new
 * one: the upstream closed that idle connection as the call went out and never read it (Node's documented
 * `reusedSocket` case; on a busy machine the agent's timer that should close it first fires late). POSTs
 * too: their bodies (at most RESENDABLE_BODY_BYTES, declared by Content-Length) are read whole first, so
 * the same bytes go again. A larger or undeclared body streams through and is sent once.
 */
export async function callUpstream(
  target: URL,
  request: Request,
  headers: Headers,
  signal: AbortSignal,
): Promise<UpstreamAnswer> {
  const outgoing: Record<string, string | string[]> = {};
  headers.forEach((value, name) => (outgoing[name] = value));
  outgoing['accept-encoding'] = ACCEPTED_ENCODINGS;
  const secure = target.protocol === 'https:';
  const declared = Number(headers.get('content-length') ?? NaN);
  const buffered =
    request.body && Number.isInteger(declared) && declared <= RESENDABLE_BODY_BYTES
      ? Buffer.from(await request.arrayBuffer())
      : undefined;
  const resendable = !request.body || buffered !== undefined;
  const send = (again: boolean): Promise<UpstreamAnswer> =>
    new Promise((resolve, reject) => {
      const call = (secure ? httpsRequest : httpRequest)(
        target,
        {
          method: request.method,
          headers: outgoing,
          // Sent again on a connection of its own: in a burst after a pause, the agent's other free
          // connections may be closing too.
          agent: again ? false : agents[secure ? 'https:' : 'http:'],
          signal,
        },
        (answer) => {
          const body = decoded(answer);
          if (!body) {
            answer.destroy();
            reject(
              new UnknownEncodingError(`unknown Content-Encoding "${String(answer.headers['content-encoding'])}"`),
            );
            return;
          }
          const pairs: Array<[string, string]> = [];
          for (let i = 0; i + 1 < answer.rawHeaders.length; i += 2)
            pairs.push([answer.rawHeaders[i] ?? '', answer.rawHeaders[i + 1] ?? '']);
          resolve({
            status: answer.statusCode ?? 502,
            statusText: answer.statusMessage ?? '',
            headers: pairs,
            body,
          });
        },
      );
      call.once('error', (error: NodeJS.ErrnoException) => {
        const reset = call.reusedSocket && RESET_CODES.has(error.code ?? '');
        if (resendable && !again && reset && !signal.aborted) resolve(send(true));
        else reject(error);
      });
      if (buffered) call.end(buffered);
      else if (request.body) void sendBody(request.body, call);
      else call.end();
    });
  return send(false);
}

/** Waits until the call takes more (or is closed). */
const writable = (call: ClientRequest) =>
  new Promise<void>((resolve) => {
    const done = () => {
      call.off('drain', done).off('close', done);
      resolve();
    };
    call.once('drain', done).once('close', done);
  });

/**
 * The request body as it comes (an upload streams through, never held whole), at the pace the upstream takes it.
 * A body that fails (the visitor went away mid-upload) ends the call with that error.
 */
async function sendBody(body: ReadableStream<Uint8Array>, call: ClientRequest): Promise<void> {
  try {
    for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
      if (call.destroyed) return;
      if (!call.write(chunk)) await writable(call);
    }
    call.end();
  } catch (error) {
    call.destroy(error as Error);
  }
}

/**
 * The most of an answer read whole (decoded): far above any envelope or file the site hands out, far below
 * what would swell a page server process (a 200 MB answer held 720 MiB). Larger answers are a 502.
 */
export const MAX_ANSWER_BYTES = 64 * 1024 * 1024;

/** An answer past MAX_ANSWER_BYTES: reading stops there. */
class AnswerTooLargeError extends Error {
  override readonly name = 'AnswerTooLargeError';
}

/**
 * The whole body as one buffer (it rejects if the body breaks off, fails to decode, grows past `maxBytes` or
 * the signal fires).
 */
export async function readAll(body: Readable, maxBytes = MAX_ANSWER_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      body.destroy();
      throw new AnswerTooLargeError(`upstream answer over ${maxBytes} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
