import { useEffect, useState } from 'react';
import { timings } from '@wenxian/domain';

/**
 * Loads suggestions for a text: asked through the page's loader, which receives an AbortSignal that
 * fires as soon as the text changes again.
 */
export type SuggestionLoader<T> = (text: string, signal: AbortSignal) => Promise<readonly T[]>;

/** Suggestion debounce of doc 000 §4.5 and §9 (100 ms). */
export const SUGGESTION_DEBOUNCE_MS = timings.suggestionDebounceMs;

type Reply<T> = { text: string; items: readonly T[] };

/**
 * Suggestions for `text`, asked `delayMs` after the last change. A reply counts only while its text
 * is still the current one: the pending request is aborted on every change, and a reply that
 * arrives anyway (the loader ignored the signal) is discarded because it is for another text.
 * Failures are silent (doc 000 §8: suggestion call failure is silent).
 */
export function useSuggestions<T>(
  load: SuggestionLoader<T> | undefined,
  text: string,
  { isEnabled = true, delayMs = SUGGESTION_DEBOUNCE_MS }: { isEnabled?: boolean; delayMs?: number } = {},
): readonly T[] {
  const [reply, setReply] = useState<Reply<T> | null>(null);
  const query = text.trim();
  const shouldLoad = Boolean(load) && isEnabled && query !== '';

  useEffect(() => {
    if (!shouldLoad || !load) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      load(query, controller.signal).then(
        (items) => {
          if (!controller.signal.aborted) setReply({ text: query, items });
        },
        () => undefined,
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [load, query, shouldLoad, delayMs]);

  return shouldLoad && reply?.text === query ? reply.items : EMPTY;
}

const EMPTY: readonly never[] = [];
