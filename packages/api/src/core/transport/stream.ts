import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { ApiCancelError, ApiError } from '../responseCodes/apiErrors';
import type { CallOptions } from '../responseCodes/callOptions';
import { outcomeOf, parsedBody, runCall } from '../responseCodes/responseCodeRetries';
import { signedPost } from './signedFetch';

/** One server-sent event: a block of key:value lines ended by a blank line. */
export type SseEvent = EventSourceMessage;

/**
 * Reads a byte stream as text chunks. UTF-8 sequences split across chunks are joined by the streaming
 * decoder, so the concatenated text never depends on where the network cut the bytes.
 */
export async function* readTextStream(
  stream: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
  path = 'stream',
): AsyncGenerator<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const onAbort = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    for (;;) {
      if (signal?.aborted) throw new ApiCancelError(path, 'aborted');
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (signal?.aborted) throw new ApiCancelError(path, 'aborted');
        throw error;
      }
      if (signal?.aborted) throw new ApiCancelError(path, 'aborted');
      if (chunk.done) break;
      const text = decoder.decode(chunk.value, { stream: true });
      if (text) yield text;
    }
    const rest = decoder.decode();
    if (rest) yield rest;
  } finally {
    signal?.removeEventListener('abort', onAbort);
    reader.releaseLock();
  }
}

/**
 * Reads a byte stream as server-sent events with eventsource-parser. A last block that the server did
 * not end with a blank line is still delivered.
 */
export async function* readSseStream(
  stream: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
  path = 'stream',
): AsyncGenerator<SseEvent> {
  const ready: SseEvent[] = [];
  const parser = createParser({ onEvent: (event) => void ready.push(event) });
  for await (const text of readTextStream(stream, signal, path)) {
    parser.feed(text);
    while (ready.length > 0) yield ready.shift() as SseEvent;
  }
  // Two line ends close a pending line and block; after a complete stream they are a no-op.
  parser.feed('\n\n');
  while (ready.length > 0) yield ready.shift() as SseEvent;
}

/**
 * Opens a streaming POST with fetch (axios' XHR adapter cannot stream). The same response-code rules
 * apply: an envelope instead of a stream goes through the safety check, resync and login handling.
 */
export async function openStream(
  path: string,
  body: unknown,
  options: CallOptions = {},
): Promise<ReadableStream<Uint8Array>> {
  const stream = await runCall<unknown>(path, options, async () => {
    const response = await signedPost(path, {
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream, text/plain' },
      body: JSON.stringify(body),
      signal: options.signal,
    });
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('application/json') || !response.body) {
      return outcomeOf<unknown>(response.status, parsedBody(await response.text()), () => {
        throw new ApiError('stream expected', -1, response.status, path);
      });
    }
    if (!response.ok) return { kind: 'http-error', status: response.status };
    return { kind: 'result', value: response.body };
  });
  // A success envelope instead of a stream carries no answer to read.
  if (!(stream instanceof ReadableStream)) throw new ApiError('stream expected', -1, 0, path);
  return stream;
}

/** Streaming POST read as plain text chunks. */
export async function* streamText(path: string, body: unknown, options: CallOptions = {}): AsyncGenerator<string> {
  yield* readTextStream(await openStream(path, body, options), options.signal, path);
}

/** Streaming POST read as server-sent events. */
export async function* streamEvents(path: string, body: unknown, options: CallOptions = {}): AsyncGenerator<SseEvent> {
  yield* readSseStream(await openStream(path, body, options), options.signal, path);
}
