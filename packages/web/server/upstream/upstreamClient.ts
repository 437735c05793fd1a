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
 * Connections to the upstream are kept open and reused (keep-alive): a page's server render makes several
 * calls, and a new connection for each would cost a handshake and a socket apiece.
 */
const agents = {
  'http:': new HttpAgent({ keepAlive: true }),
  'https:': new HttpsAgent({ keepAlive: true }),
};

function decoded(answer: IncomingMessage): Readable {
  const encoding = String(answer.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  const decoder = DECODERS[encoding]?.();
  if (!decoder) return answer;
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
 * A call without a body that finds its kept-alive connection reset before any answer goes once more on a new
 * one: the upstream closed that idle connection as the call went out and never read it (Node's documented
 * `reusedSocket` case; on a busy machine the agent's timer that should close it first fires late). A call
 * with a body is not sent twice: its body streams through and is gone.
 */
export function callUpstream(
  target: URL,
  request: Request,
  headers: Headers,
  signal: AbortSignal,
): Promise<UpstreamAnswer> {
  const outgoing: Record<string, string | string[]> = {};
  headers.forEach((value, name) => (outgoing[name] = value));
  outgoing['accept-encoding'] = ACCEPTED_ENCODINGS;
  const secure = target.protocol === 'https:';
  const send = (mayResend: boolean): Promise<UpstreamAnswer> =>
    new Promise((resolve, reject) => {
      const call = (secure ? httpsRequest : httpRequest)(
        target,
        { method: request.method, headers: outgoing, agent: agents[secure ? 'https:' : 'http:'], signal },
        (answer) => {
          const pairs: Array<[string, string]> = [];
          for (let i = 0; i + 1 < answer.rawHeaders.length; i += 2)
            pairs.push([answer.rawHeaders[i] ?? '', answer.rawHeaders[i + 1] ?? '']);
          resolve({
            status: answer.statusCode ?? 502,
            statusText: answer.statusMessage ?? '',
            headers: pairs,
            body: decoded(answer),
          });
        },
      );
      call.once('error', (error: NodeJS.ErrnoException) => {
        if (mayResend && call.reusedSocket && error.code === 'ECONNRESET' && !signal.aborted) resolve(send(false));
        else reject(error);
      });
      if (request.body) void sendBody(request.body, call);
      else call.end();
    });
  return send(!request.body);
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

/** The whole body as one buffer (it rejects if the body breaks off, fails to decode or the signal fires). */
export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
