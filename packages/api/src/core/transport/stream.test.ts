import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from './basePath';
import { server } from '../../test/server';
import { readSseStream, readTextStream, streamEvents, streamText, type SseEvent } from './stream';
import { resetCallLayer } from '../reset';
import { ApiCancelError } from '../responseCodes/apiErrors';

const encoder = new TextEncoder();

/** A byte stream cut at the given positions (sorted, deduplicated, inside the bytes). */
function splitStream(bytes: Uint8Array, cuts: number[]): ReadableStream<Uint8Array> {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const pieces: Uint8Array[] = [];
  let start = 0;
  for (const point of [...points, bytes.length]) {
    if (point > start) pieces.push(bytes.slice(start, point));
    start = Math.max(start, point);
  }
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece);
      controller.close();
    },
  });
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

/** SSE text of events, each block ended by a blank line (doc 000 §7.1). */
function sseText(events: { event?: string; data: string }[]): string {
  return events
    .map(
      (e) =>
        `${e.event ? `event: ${e.event}\n` : ''}${e.data
          .split('\n')
          .map((line) => `data: ${line}`)
          .join('\n')}\n\n`,
    )
    .join('');
}

const text = fc.string({ unit: 'grapheme', maxLength: 200 });
const eventsArb = fc.array(
  fc.record({
    event: fc.option(fc.constantFrom('message', 'delta', 'done'), { nil: undefined }),
    data: fc
      .array(
        fc.string({ unit: 'grapheme', maxLength: 20 }).filter((s) => !/[\r\n]/.test(s)),
        { minLength: 1, maxLength: 3 },
      )
      .map((lines) => lines.join('\n')),
  }),
  { maxLength: 8 },
);
const cutsArb = fc.array(fc.nat(), { maxLength: 30 });

describe('stream parsing is independent of chunk boundaries', () => {
  it('text streams concatenate to the original text (multi-byte characters split anywhere)', async () => {
    await fc.assert(
      fc.asyncProperty(text, cutsArb, async (original, cuts) => {
        const chunks = await collect(readTextStream(splitStream(encoder.encode(original), cuts)));
        expect(chunks.join('')).toBe(original);
      }),
      { numRuns: 300 },
    );
  });
  it('SSE streams yield the same events for any split', async () => {
    await fc.assert(
      fc.asyncProperty(eventsArb, cutsArb, async (events, cuts) => {
        const parsed = await collect(readSseStream(splitStream(encoder.encode(sseText(events)), cuts)));
        expect(parsed.map((e: SseEvent) => ({ event: e.event, data: e.data }))).toEqual(events);
      }),
      { numRuns: 300 },
    );
  });
  it('a last block without the closing blank line is still delivered', async () => {
    const parsed = await collect(readSseStream(splitStream(encoder.encode('data: a\n\ndata: b'), [3])));
    expect(parsed.map((e) => e.data)).toEqual(['a', 'b']);
  });
});

describe('streaming POST', () => {
  beforeEach(() => resetCallLayer());
  afterEach(() => resetCallLayer());

  it('reads text and SSE bodies from the server with signed headers', async () => {
    const seen: Headers[] = [];
    server.use(
      http.post(apiPath('/probe/text'), ({ request }) => {
        seen.push(request.headers);
        return new HttpResponse('你好，世界', { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
      }),
      http.post(
        apiPath('/probe/sse'),
        () =>
          new HttpResponse(sseText([{ data: '{"a":1}' }, { event: 'done', data: '[DONE]' }]), {
            headers: { 'Content-Type': 'text/event-stream' },
          }),
      ),
    );
    expect((await collect(streamText('/probe/text', { q: 1 }))).join('')).toBe('你好，世界');
    expect(seen[0]?.get('X-Sign')).toMatch(/^[0-9a-f]{64}$/);
    const events = await collect(streamEvents('/probe/sse', {}));
    expect(events.map((e) => [e.event, e.data])).toEqual([
      [undefined, '{"a":1}'],
      ['done', '[DONE]'],
    ]);
  });

  it('an envelope instead of a stream goes through the code rules (20 → safety check → retry)', async () => {
    const passSafetyCheck = vi.fn(() => Promise.resolve());
    resetCallLayer({ passSafetyCheck });
    let n = 0;
    server.use(
      http.post(apiPath('/probe/sse'), () =>
        n++ === 0
          ? HttpResponse.json({ code: 20, data: null, message: '' })
          : new HttpResponse('data: ok\n\n', { headers: { 'Content-Type': 'text/event-stream' } }),
      ),
    );
    expect((await collect(streamEvents('/probe/sse', {}))).map((e) => e.data)).toEqual(['ok']);
    expect(passSafetyCheck).toHaveBeenCalledTimes(1);
  });

  it('abort stops a stream that is still sending', async () => {
    let pulls = 0;
    server.use(
      http.post(apiPath('/probe/sse'), () => {
        const body = new ReadableStream<Uint8Array>({
          async pull(controller) {
            pulls += 1;
            await new Promise((resolve) => setTimeout(resolve, 5));
            controller.enqueue(encoder.encode(`data: ${pulls}\n\n`));
          },
        });
        return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    );
    const controller = new AbortController();
    const received: string[] = [];
    const reading = (async () => {
      for await (const event of streamEvents('/probe/sse', {}, { signal: controller.signal })) {
        received.push(event.data);
        if (received.length === 3) controller.abort();
      }
    })();
    await expect(reading).rejects.toBeInstanceOf(ApiCancelError);
    expect(received).toEqual(['1', '2', '3']);
    const pullsAtAbort = pulls;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pulls - pullsAtAbort).toBeLessThanOrEqual(1);
  });
});
