import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';

const webDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A second journey server over the site already built by globalSetup, for journeys that need the simulation
 * set otherwise than the shared server (its burst limit on, its clock elsewhere): `offset` from E2E_PORT
 * (README: the journeys use E2E_PORT to E2E_PORT + 3). Started before the file's journeys, stopped after.
 */
export function useJourneyServer(offset: number, env: Record<string, string>): { baseUrl: () => string } {
  const port = Number(process.env.E2E_PORT ?? 3210) + offset;
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  beforeAll(async () => {
    // Plain node, as globalSetup: the SIGTERM of afterAll reaches the server, which ends its simulation with it.
    server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: webDir,
      env: { ...process.env, PORT: String(port), API_UPSTREAM: '', ACCESS_LOG: 'off', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (
        await fetch(`${base}/newsite/server-time`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`the journey server on ${port} did not start`);
  });
  afterAll(() => {
    server?.kill('SIGTERM');
  });
  return { baseUrl: () => base };
}
