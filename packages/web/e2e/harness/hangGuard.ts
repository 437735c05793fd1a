/**
 * The journeys' one time limit, a hang guard and never a verdict: a journey, a hook, a server's start and every
 * Playwright wait (navigation, click, locator) may take this long on a busy machine before it counts as hung.
 * The same 300 s as the Node projects' guard (vitest.config.ts; docs/decisions/testing.md).
 */
export const HANG_GUARD_MS = 300_000;
