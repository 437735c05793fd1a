/**
 * The story tests' one time limit, a hang guard and never a verdict: a story's play, the wait for its state to
 * be complete and the screenshot matcher may each take this long on a busy machine before they count as hung.
 * The same 300 s as the Node projects' guard (vitest.config.ts; docs/decisions/testing.md).
 */
export const HANG_GUARD_MS = 300_000;
