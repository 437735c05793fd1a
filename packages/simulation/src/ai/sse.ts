import { HttpResponse } from 'msw';

/**
 * Streams server-sent events at a reading pace (doc 000 §9: 30 ms per character of text). Each event
 * is one `data:` line ended by a blank line; text goes out a few characters at a time as real
 * model output does.
 */
export type SseChunk = Record<string, unknown> & { type: string };

const CHARS_PER_EVENT = 3;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export function sseResponse(
  text: string,
  before: readonly SseChunk[],
  after: readonly SseChunk[],
  charMs: number,
): Response {
  const encoder = new TextEncoder();
  const send = (controller: ReadableStreamDefaultController<Uint8Array>, chunk: SseChunk): void => {
    controller.enqueue(encoder.encode(`event: message\ndata: ${JSON.stringify(chunk)}\n\n`));
  };
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const chunk of before) send(controller, chunk);
      const characters = Array.from(text);
      for (let i = 0; i < characters.length && !cancelled; i += CHARS_PER_EVENT) {
        const piece = characters.slice(i, i + CHARS_PER_EVENT).join('');
        send(controller, { type: 'delta', content: piece });
        if (charMs > 0) await sleep(charMs * piece.length);
      }
      if (cancelled) return;
      for (const chunk of after) send(controller, chunk);
      controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return new HttpResponse(stream, {
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
}

/** A plain text stream (the summary calls): the text in small pieces at the same reading pace. */
export function textStreamResponse(text: string, charMs: number): Response {
  const encoder = new TextEncoder();
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const characters = Array.from(text);
      for (let i = 0; i < characters.length && !cancelled; i += CHARS_PER_EVENT) {
        const piece = characters.slice(i, i + CHARS_PER_EVENT).join('');
        controller.enqueue(encoder.encode(piece));
        if (charMs > 0) await sleep(charMs * piece.length);
      }
      if (!cancelled) controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return new HttpResponse(stream, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
