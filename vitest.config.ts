import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { STORY_WINDOW_HEIGHT } from './.storybook/storyWindow';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Chromium flags for Debian's browser on a closed network (shared/design/TOOLCHAIN.md). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];

/** Every third-party module stories import, directly or through our packages. */
const browserDeps = [
  'react',
  'react-dom',
  'react-dom/client',
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

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: `${root}packages/domain`,
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Property tests run thousands of cases; CI's two cores are shared with Chromium.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          root: `${root}packages/api`,
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 30_000,
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
          testTimeout: 30_000,
        },
      },
      {
        // The ui package's rules that need a DOM but no story (the sanitizer).
        test: {
          name: 'ui',
          root: `${root}packages/ui`,
          include: ['src/**/*.test.ts'],
          // jsdom, as the server renderer's sanitizer uses (DOMPurify finds happy-dom unsupported).
          environment: 'jsdom',
          testTimeout: 30_000,
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
          testTimeout: 30_000,
        },
      },
      {
        // The site's Node server, without the MSW interception the page tests use (it proxies real HTTP).
        test: {
          name: 'server',
          root: `${root}packages/web`,
          include: ['server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: `${root}.storybook` })],
        // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page and fail stories.
        optimizeDeps: { include: browserDeps },
        test: {
          name: 'storybook',
          setupFiles: [`${root}.storybook/vitest.setup.ts`],
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
              contextOptions: { viewport: { width: 1920, height: STORY_WINDOW_HEIGHT }, deviceScaleFactor: 1 },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1920, height: 1080 },
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // threshold: per-pixel colour distance; allowedMismatchedPixelRatio: the explicit budget.
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.0005 },
              },
            },
          },
        },
      },
    ],
  },
});
