import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { HANG_GUARD_MS } from './harness/hangGuard';

/** User journeys against the built site served by the real Node server (embedded simulation). */
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./harness/globalSetup.ts'],
    // Hang guards only (harness/hangGuard.ts): a journey waits for states, never against the clock.
    testTimeout: HANG_GUARD_MS,
    hookTimeout: HANG_GUARD_MS,
    // `expect.poll` would give up after Vitest's one second.
    expect: { poll: { timeout: HANG_GUARD_MS } },
    fileParallelism: false,
    // The journey files share one module graph: each used to import the harness, the domain and the simulation's
    // index (for its password) again, several seconds a file. They hold no module state of their own beyond the
    // hooks each registers, mock nothing and set no environment; each journey still gets a fresh browser context
    // (harness/browser.ts). Five files, two pairs at load average 21–27: imports 62.4 → 20.0 s and 51.4 → 17.3 s,
    // wall 297 → 175 s and 251 → 190 s (docs/decisions/testing.md).
    isolate: false,
  },
});
