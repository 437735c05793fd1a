import type { AnswerChunk, LiteratureSummary } from '@wenxian/api';
import { messages, streamCharDelayMs } from '@wenxian/domain';
import { PacedText } from './pacedText';

/** The reveal pace: the spec's 30 ms a character (tests shorten it to keep runs fast). */
export const answerPacing = { charMs: streamCharDelayMs };

/**
 * One streamed answer as the page shows it: what is visible so far, its references and where it is.
 * Lives in the RTK Query cache (serialisable), updated chunk by chunk with `updateCachedData`.
 */
export type AnswerState = {
  status: 'streaming' | 'done' | 'stopped' | 'failed';
  content: string;
  references: LiteratureSummary[];
  /** The stored message's id, from the stream's `done`. */
  messageId?: string;
  error?: string;
};

export const startingAnswer: AnswerState = { status: 'streaming', content: '', references: [] };

/** Why an answer that ended without `done` failed. */
const cutOffMessage = messages.errorPage.networkError;

type Running = { controller: AbortController; stopped: boolean; pacer: PacedText };
const running = new Map<string, Running>();

/** Stops an arriving answer: the stream is cancelled and the text shown so far stays. */
export function stopAnswer(requestId: string): void {
  const entry = running.get(requestId);
  if (!entry) return;
  entry.stopped = true;
  entry.controller.abort();
  entry.pacer.stop();
}

/**
 * Reads a stream of answer chunks into the cache entry: references at once, text through the pacer,
 * `done` after the last character shows. A stop keeps the shown text; a failure shows everything that
 * arrived with the reason. Resolves when the answer settled.
 */
export async function followAnswer(
  requestId: string,
  open: (signal: AbortSignal) => AsyncIterable<AnswerChunk>,
  update: (recipe: (draft: AnswerState) => void) => void,
  failureMessage: (error: unknown) => string,
): Promise<void> {
  const entry: Running = {
    controller: new AbortController(),
    stopped: false,
    pacer: new PacedText((text) => update((draft) => void (draft.content = text)), undefined, answerPacing.charMs),
  };
  running.set(requestId, entry);
  const { pacer, controller } = entry;
  try {
    let messageId: string | undefined;
    for await (const chunk of open(controller.signal)) {
      if (chunk.type === 'references') update((draft) => void (draft.references = chunk.references));
      else if (chunk.type === 'delta') pacer.push(chunk.content);
      else if (chunk.type === 'done') messageId = chunk.messageId;
      else if (chunk.type === 'error') throw new Error(chunk.message);
    }
    // A stream that closes without its `done` was cut off (a proxy or the network dropped it).
    if (!messageId && !entry.stopped) throw new Error(cutOffMessage);
    await pacer.drain();
    update((draft) => {
      draft.status = entry.stopped ? 'stopped' : 'done';
      draft.messageId = messageId;
    });
  } catch (error) {
    if (entry.stopped) {
      const shown = pacer.stop();
      update((draft) => {
        draft.status = 'stopped';
        draft.content = shown;
      });
    } else {
      const arrived = pacer.flush();
      update((draft) => {
        draft.status = 'failed';
        draft.content = arrived;
        draft.error = failureMessage(error);
      });
    }
  } finally {
    running.delete(requestId);
  }
}

/** Ends a stream whose cache entry went away (the page was left). */
export function abandonAnswer(requestId: string): void {
  stopAnswer(requestId);
}
