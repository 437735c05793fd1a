/**
 * Stream pacing (doc 000 §9): 30 ms per character while streaming text (the site's `PacedText`), 20 ms per
 * array item.
 */
export const streamCharDelayMs = 30;
export const streamItemDelayMs = 20;
