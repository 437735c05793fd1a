import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { STORY_WINDOW_HEIGHT } from './.storybook/storyWindow';
import { HANG_GUARD_MS } from './.storybook/hangGuard';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Chromium's flags, and hinting off so text renders the same on every machine. */
const storyChromiumArgs = [...chromiumArgs, '--font-render-hinting=none'];

/** Every third-party module stories import, directly or through our packages. */
const browserDeps = [
  'react',
  'react-dom',
  'react-dom/client',
  'react-dom/server',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'styled-components',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react',
  'react-redux',
  'react-router-dom',
  'axios',
  'eventsource-parser',
  'msw',
  'msw/browser',
  'focus-trap-react',
  '@floating-ui/react',
  'dompurify',
  'dayjs',
  'dayjs/plugin/utc',
  'dayjs/plugin/timezone',
  'zod',
  'ipaddr.js',
  'echarts/core',
  'echarts/charts',
  'echarts/components',
  'echarts/renderers',
  'storybook/test',
  'msw-storybook-addon/csf3',
  'react-hook-form',
  '@hookform/resolvers/zod',
  'marked',
  'signature_pad',
];

/**
 * What every Node-side project shares. Verdicts never depend on the machine's speed: the time limits are hang
 * guards set from the worst case measured under load (docs/decisions/testing.md), and `expect.poll` waits as
 * long as a test may take instead of its one-second default (a busy CI machine answers a simulated request
 * slower than that).
 */
const nodeSide = {
  // Under stress-ng on the shared machine (load average ~30 on 2 cores) single tests took up to 49 s (a domain
  // property test), 40 s (the AI stream on its standing clock), 36 s (the server's process tests), and the api
  // catalogue sweep and the route table passed 30 s: the guard is several times that.
  testTimeout: 300_000,
  // beforeAll/afterAll build the simulation's corpus or start servers: the same guard (Vitest's default is 10 s).
  hookTimeout: 300_000,
  expect: { poll: { timeout: 20_000 } },
  // A project's files share one module graph per worker instead of importing the simulation, MSW, the packages
  // and the site again for each file (docs/decisions/testing.md, "Where the time goes"). Nothing leaks between
  // files: the simulation resets after every test, each file starts from a fresh call layer (the setup files),
  // the files mock no module, and stubbed globals and environment variables are undone after every test.
  isolate: false,
  unstubGlobals: true,
  unstubEnvs: true,
};

export default defineConfig({
  test: {
    // One worker per core (Vitest's default leaves one core idle for its own process, which mostly waits).
    maxWorkers: availableParallelism(),
    // How long the story project's page may take to connect (read from the root config, not the project's): on a
    // busy machine the page's first load, with the dependencies pre-bundled, ran past Vitest's 60 s default.
    browser: { connectTimeout: HANG_GUARD_MS },
    // Once the run has ended and its reports are written, Vitest waits this long for its handles to close before
    // it exits. The browser project's Vite server leaves Rolldown's native handles open, so every run waited out
    // the whole default 10 s ("close timed out"); nothing is lost by exiting sooner: the results are reported, the
    // baselines' recompression (.storybook/optimizeBaselines.ts) is synchronous and ends first, and Playwright
    // ends its Chromium when the process exits.
    teardownTimeout: 1000,
    projects: [
      {
        test: {
          name: 'domain',
          root: `${root}packages/domain`,
          include: ['src/**/*.test.ts'],
          environment: 'node',
          ...nodeSide,
        },
      },
      {
        test: {
          name: 'api',
          root: `${root}packages/api`,
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./src/test/setup.ts'],
          ...nodeSide,
        },
      },
      {
        // The simulated backend: handlers, corpus, session state, and the call layer's functions against them.
        test: {
          name: 'simulation',
          root: `${root}packages/simulation`,
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./src/node.setup.ts'],
          ...nodeSide,
        },
      },
      {
        // The ui package's rules that need a DOM but no story (the sanitizer, and hydrating what waits for it).
        plugins: [react()],
        test: {
          name: 'ui',
          root: `${root}packages/ui`,
          include: ['src/**/*.test.{ts,tsx}'],
          // jsdom, as the server renderer's sanitizer uses (DOMPurify finds happy-dom unsupported).
          environment: 'jsdom',
          ...nodeSide,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: `${root}packages/web`,
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
          // The first call builds the simulation's corpus; CI's two cores are shared with Chromium.
          ...nodeSide,
        },
      },
      {
        // The site's Node server, without the MSW interception the page tests use (it proxies real HTTP).
        test: {
          name: 'server',
          root: `${root}packages/web`,
          // With the build's own plugins (build/), which run in Node as the server does.
          include: ['server/**/*.test.ts', 'build/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./server/test/setup.ts'],
          ...nodeSide,
        },
      },
      {
        plugins: [storybookTest({ configDir: `${root}.storybook` })],
        // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page and fail stories.
        optimizeDeps: { include: browserDeps },
        test: {
          name: 'storybook',
          setupFiles: [`${root}.storybook/vitest.setup.ts`],
          // Baselines a run writes are recompressed losslessly when it ends.
          globalSetup: [`${root}.storybook/optimizeBaselines.ts`],
          // Hang guards only (.storybook/hangGuard.ts): a story waits for states, never against the clock. The
          // picture's hook waits for the story's state, then for the matcher: twice the guard.
          testTimeout: HANG_GUARD_MS,
          hookTimeout: 2 * HANG_GUARD_MS,
          expect: { poll: { timeout: HANG_GUARD_MS } },
          // Story files share one page and module graph: each file's start-up (React, styled-components, the MSW
          // worker) was two thirds of the project's time. Every story starts from an empty <body> scrolled to the
          // top (emptyPage.ts) and from the seeded simulation (preview.tsx); docs/decisions/testing.md.
          isolate: false,
          // Files in a page per core, each page its own browser context (cookies, storage, the simulation and its
          // MSW worker client): a story spends much of its time waiting on states, frames and the picture's two
          // equal screenshots, so a second page fills the wait. The browser pool does not read the root's
          // `maxWorkers` and would keep one page on two cores (docs/decisions/testing.md).
          maxWorkers: availableParallelism(),
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: storyChromiumArgs },
              contextOptions: { viewport: { width: 1920, height: STORY_WINDOW_HEIGHT }, deviceScaleFactor: 1 },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1920, height: 1080 },
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // threshold: per-pixel colour distance; allowedMismatchedPixelRatio: the explicit budget.
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.0005 },
                // Two equal screenshots in a row make a stable one: on a busy machine each takes seconds, so the
                // matcher's 5 s default failed pictures of finished states ("did not succeed in time").
                timeout: HANG_GUARD_MS,
              },
            },
          },
        },
      },
    ],
  },
});
