import type { SseEvent } from '../core';
import type { AnswerChunk } from './types';

/** Reads the answer chunks out of SSE events; events that are not JSON chunks (keep-alives) are skipped. */
export async function* answerChunks(events: AsyncIterable<SseEvent>): AsyncGenerator<AnswerChunk> {
  for await (const event of events) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(event.data);
    } catch {
      continue;
    }
    if (typeof parsed === 'object' && parsed !== null && typeof (parsed as { type?: unknown }).type === 'string') {
      yield parsed as AnswerChunk;
    }
  }
}
