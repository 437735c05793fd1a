import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserServer } from 'playwright';
import type { TestProject } from 'vitest/node';
import { chromiumArgs, chromiumPath } from '../../../../scripts/chromium.mjs';
import { startSiteServer, type SiteServer } from './siteServer';

const webDir = fileURLToPath(new URL('../..', import.meta.url));
let server: SiteServer | undefined;
let browser: BrowserServer | undefined;

/**
 * Builds the site, starts the server on `E2E_PORT` (else a free port the system picks, named in its startup
 * line) and waits until it answers; starts one Chromium that every journey file connects to (a browser start
 * per file cost seconds each).
 */
export async function setup(project: TestProject) {
  // Vitest sets NODE_ENV=test, which would make Vite build a development bundle (MSW worker included);
  // the journeys must run against the production build that `npm start` serves. `npm test` builds it beside
  // the typecheck (scripts/test-all.mjs) and says so with E2E_SITE_BUILT=1; a run of this config alone builds.
  if (process.env.E2E_SITE_BUILT !== '1') {
    const build = spawnSync('pnpm', ['run', 'build', '--logLevel', 'warn'], {
      cwd: webDir,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  const browserStarting = chromium.launchServer({ executablePath: chromiumPath, args: chromiumArgs });
  // The journeys of every file run at once from one address, as if a whole class shared one computer: the
  // simulation's burst limit (per token or address; its own tests in api) would stop whichever visitor logs
  // in during another file's route sweep, so it is off here.
  const serverStarting = startSiteServer(
    { SIMULATION_RATE_LIMIT: 'off' },
    { port: process.env.E2E_PORT ? Number(process.env.E2E_PORT) : 0, echo: true },
  );
  const [started, launched] = await Promise.allSettled([serverStarting, browserStarting]);
  if (started.status === 'fulfilled') server = started.value;
  if (launched.status === 'fulfilled') browser = launched.value;
  if (started.status === 'rejected') {
    await teardown();
    throw started.reason;
  }
  if (launched.status === 'rejected') {
    await teardown();
    throw launched.reason;
  }
  const { baseUrl } = started.value;
  project.provide('baseUrl', baseUrl);
  project.provide('browserEndpoint', launched.value.wsEndpoint());
}

export async function teardown() {
  server?.stop();
  await browser?.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The shared Chromium's address for `chromium.connect`. */
    browserEndpoint: string;
  }
}
