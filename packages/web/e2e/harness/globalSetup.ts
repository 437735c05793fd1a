import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserServer } from 'playwright';
import type { TestProject } from 'vitest/node';
import { chromiumArgs, chromiumPath } from '../../../../scripts/chromium.mjs';

const webDir = fileURLToPath(new URL('../..', import.meta.url));
let server: ChildProcess | undefined;
let browser: BrowserServer | undefined;

/** A port nobody listens on now (the system picks it): two runs side by side never collide. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Builds the site, starts `pnpm start` on `E2E_PORT` (else a free port) and waits until it answers; starts
 * one Chromium that every journey file connects to (a browser start per file cost seconds each).
 */
export async function setup(project: TestProject) {
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort();
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
  // Plain node (no pnpm or tsx wrapper): teardown's SIGTERM reaches the server itself, which drains and ends
  // its simulated backend's process with it.
  server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: webDir,
    // The journeys of every file run at once from one address, as if a whole class shared one computer: the
    // simulation's burst limit (per token or address; its own tests in api) would stop whichever visitor logs
    // in during another file's route sweep, so it is off here.
    env: { ...process.env, PORT: String(port), API_UPSTREAM: '', SIMULATION_RATE_LIMIT: 'off' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  browser = await chromium.launchServer({ executablePath: chromiumPath, args: chromiumArgs });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/newsite/server-time`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  project.provide('baseUrl', baseUrl);
  project.provide('browserEndpoint', browser.wsEndpoint());
}

export async function teardown() {
  server?.kill('SIGTERM');
  await browser?.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The shared Chromium's address for `chromium.connect`. */
    browserEndpoint: string;
  }
}
