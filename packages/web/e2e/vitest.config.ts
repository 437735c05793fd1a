import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/** User journeys against the built site served by the real Node server (embedded simulation). */
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./harness/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
