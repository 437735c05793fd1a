import { ApiError, ApiHttpError, type AnswerChunk, type LiteratureSummary } from '@wenxian/api';
import { messages, streamCharDelayMs } from '@wenxian/domain';
import { PacedText } from './pacedText';

/** The reveal pace: the spec's 30 ms a character (tests shorten it to keep runs fast). */
export const answerPacing = { charMs: streamCharDelayMs };

/**
 * Reconnecting after a cut-off stream: how long to wait before each attempt (tests shorten them). Three
 * attempts over about 7 seconds ride out a dropped connection without keeping the user waiting long.
 */
export const reconnectPolicy = { delaysMs: [1000, 2000, 4000] };

/**
 * One streamed answer as the page shows it: what is visible so far, its references and where it is.
 * Lives in the RTK Query cache (serialisable), updated chunk by chunk with `updateCachedData`.
 */
export type AnswerState = {
  status: 'streaming' | 'reconnecting' | 'done' | 'stopped' | 'failed';
  content: string;
  references: LiteratureSummary[];
  /** The stored message's id, from the stream's `done`. */
  messageId?: string;
  error?: string;
  /** The reconnect attempt under way (1-based) while `reconnecting`. */
  attempt?: number;
};

export const startingAnswer: AnswerState = { status: 'streaming', content: '', references: [] };

/** The server's copy of an answer: the api writes an answer before streaming it, so a cut-off one can be read back. */
export type StoredAnswer = { content: string; references: LiteratureSummary[]; messageId: string };

/**
 * Looks the answer up after a cut-off: the stored copy, or null while it cannot be read (still offline,
 * or the server kept none). Absent where the api keeps nothing (the /chat assistant).
 */
export type ResumeAnswer = (signal: AbortSignal) => Promise<StoredAnswer | null>;

/** Why an answer that ended without `done` failed. */
const cutOffMessage = messages.errorPage.networkError;

/**
 * An answer the server itself refused (an `error` event, or an envelope code such as login required):
 * reconnecting cannot help. Network failures and HTTP errors without an envelope (ApiHttpError) can.
 */
class AnswerRefused extends Error {}
const isRefusal = (error: unknown) =>
  error instanceof AnswerRefused || (error instanceof ApiError && !(error instanceof ApiHttpError));

type Running = { controller: AbortController; stopped: boolean; pacer: PacedText };
const running = new Map<string, Running>();

function stopRunning(entry: Running): void {
  entry.stopped = true;
  entry.controller.abort();
  entry.pacer.stop();
}

/** Stops an arriving answer: the stream is cancelled and the text shown so far stays. */
export function stopAnswer(requestId: string): void {
  const entry = running.get(requestId);
  if (entry) stopRunning(entry);
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', abort);
      resolve();
    }, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', abort, { once: true });
  });

/**
 * Reads a stream of answer chunks into the cache entry: references at once, text through the pacer,
 * `done` after the last character shows. A stop keeps the shown text. A cut-off stream (the network,
 * not the server, ended it) reconnects where the api allows (`resume`): the state says so, the arrived
 * text keeps revealing, and the stored answer continues from where the stream broke. When that cannot
 * be read, or the server refused the answer, everything that arrived shows with the reason and a retry.
 * Resolves when the answer settled.
 */
export async function followAnswer(
  requestId: string,
  open: (signal: AbortSignal) => AsyncIterable<AnswerChunk>,
  update: (recipe: (draft: AnswerState) => void) => void,
  failureMessage: (error: unknown) => string,
  resume?: ResumeAnswer,
  abandoned?: AbortSignal,
): Promise<void> {
  const entry: Running = {
    controller: new AbortController(),
    stopped: false,
    pacer: new PacedText((text) => update((draft) => void (draft.content = text)), undefined, answerPacing.charMs),
  };
  running.set(requestId, entry);
  // Leaving ends this answer only: another answer under the same request id (a page asking again) keeps going.
  const abandon = () => stopRunning(entry);
  if (abandoned?.aborted) abandon();
  else abandoned?.addEventListener('abort', abandon, { once: true });
  const { pacer, controller } = entry;
  const settle = async (messageId: string | undefined) => {
    await pacer.drain();
    update((draft) => {
      draft.status = entry.stopped ? 'stopped' : 'done';
      draft.messageId = messageId;
      delete draft.attempt;
    });
  };
  const fail = (error: unknown) => {
    const arrived = pacer.flush();
    update((draft) => {
      draft.status = 'failed';
      draft.content = arrived;
      draft.error = failureMessage(error);
      delete draft.attempt;
    });
  };
  const stopped = () => {
    const shown = pacer.stop();
    update((draft) => {
      draft.status = 'stopped';
      draft.content = shown;
      delete draft.attempt;
    });
  };
  try {
    let messageId: string | undefined;
    try {
      for await (const chunk of open(controller.signal)) {
        if (chunk.type === 'references') update((draft) => void (draft.references = chunk.references));
        else if (chunk.type === 'delta') pacer.push(chunk.content);
        else if (chunk.type === 'done') messageId = chunk.messageId;
        else if (chunk.type === 'error') throw new AnswerRefused(chunk.message);
      }
      // A stream that closes without its `done` was cut off (a proxy or the network dropped it).
      if (!messageId && !entry.stopped) throw new Error(cutOffMessage);
    } catch (error) {
      if (entry.stopped) return stopped();
      if (!resume || isRefusal(error)) return fail(error);
      const stored = await reconnect(entry, resume, update);
      if (entry.stopped) return stopped();
      if (!stored) return fail(error);
      messageId = stored.messageId;
    }
    await settle(messageId);
  } catch (error) {
    if (entry.stopped) stopped();
    else fail(error);
  } finally {
    if (running.get(requestId) === entry) running.delete(requestId);
    abandoned?.removeEventListener('abort', abandon);
  }
}

/**
 * Reconnect attempts after a cut-off: each waits its delay, then reads the stored answer. One that begins
 * with everything that arrived resumes: its references, and its remaining text queued behind what is
 * still revealing. Resolves with it, or null when every attempt failed (or the user stopped).
 */
async function reconnect(
  entry: Running,
  resume: ResumeAnswer,
  update: (recipe: (draft: AnswerState) => void) => void,
): Promise<StoredAnswer | null> {
  const { pacer, controller } = entry;
  for (const [index, delay] of reconnectPolicy.delaysMs.entries()) {
    update((draft) => {
      draft.status = 'reconnecting';
      draft.attempt = index + 1;
    });
    try {
      await wait(delay, controller.signal);
      const stored = await resume(controller.signal);
      const arrived = pacer.arrived;
      if (stored && stored.content.startsWith(arrived)) {
        pacer.push(stored.content.slice(arrived.length));
        update((draft) => {
          draft.status = 'streaming';
          draft.references = stored.references;
          delete draft.attempt;
        });
        return stored;
      }
    } catch {
      if (entry.stopped) return null;
      // Still offline: the next attempt tries again.
    }
  }
  return null;
}
