/** Stream pacing (doc 000 §9): 30 ms per character when streaming text, 20 ms per array item. */
export const streamCharDelayMs = 30;
export const streamItemDelayMs = 20;

/** Delay before the next character: 30 ms while streaming text, 0 otherwise (shown at once). */
export function charDelayMs(isStreamingText: boolean): number {
  return isStreamingText ? streamCharDelayMs : 0;
}

/** Total time a chunk takes to reveal: characters of a text chunk, or items of an array chunk. */
export function chunkDurationMs(chunk: string | readonly unknown[], isStreamingText: boolean): number {
  if (typeof chunk === 'string') return [...chunk].length * charDelayMs(isStreamingText);
  return chunk.length * streamItemDelayMs;
}

/**
 * How many characters (code points) of `text` are visible `elapsedMs` after revealing started;
 * everything when not streaming text. Lets a view render from a clock instead of timers.
 */
export function revealedText(text: string, elapsedMs: number, isStreamingText: boolean): string {
  const chars = [...text];
  const delay = charDelayMs(isStreamingText);
  const count = delay === 0 ? chars.length : Math.min(chars.length, Math.floor(Math.max(0, elapsedMs) / delay));
  return chars.slice(0, count).join('');
}

/** How many array items are visible `elapsedMs` after revealing started. */
export function revealedItemCount(total: number, elapsedMs: number): number {
  return Math.min(total, Math.floor(Math.max(0, elapsedMs) / streamItemDelayMs));
}
