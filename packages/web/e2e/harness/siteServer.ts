import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { HANG_GUARD_MS } from './hangGuard';

const webDir = fileURLToPath(new URL('../..', import.meta.url));

export type SiteServer = {
  baseUrl: string;
  stop: () => void;
  /** The server's process (its simulated backend's is one of its children). */
  pid: number;
};

/**
 * Starts the production server as `npm start` runs it (`dist/node/index.js`, the server built with the site, its
 * simulated backend in its own process) over the built site on `port`, by
 * default 0: the system picks a free port and the server's startup line ("wenxian is running at …") names it,
 * so two runs side by side never collide. Resolves once the server answers a call; rejects with its output if
 * it ends first. `echo` passes its output on (the shared server's access log), else only its errors. Plain
 * node, no pnpm wrapper and no TypeScript loader: `stop`'s SIGTERM reaches the server itself, which drains and ends its
 * simulation's process with it.
 */
export function startSiteServer(
  env: Record<string, string>,
  { port = 0, echo = false }: { port?: number; echo?: boolean } = {},
): Promise<SiteServer> {
  const server = spawn(process.execPath, ['dist/node/index.js'], {
    cwd: webDir,
    // A render's deadline at the most the server allows (5 s, its default 3 s): past it a page's calls fail and
    // its error shows, which on a machine at load 30 was a verdict on the machine's speed in the route sweeps.
    // The simulated backend's start and a call's answer may take the journeys' hang guard: under stress-ng at
    // load 35–43 the corpus took longer than the server's 60 s to build (the server ended) and an AI answer
    // longer than the proxy's 30 s (answered 504), verdicts on the machine's speed. A journey that needs the
    // short limits sets them.
    env: {
      ...process.env,
      API_UPSTREAM: '',
      HOST: '127.0.0.1',
      RENDER_DEADLINE_MS: '5000',
      SIMULATION_START_MS: String(HANG_GUARD_MS),
      API_TIMEOUT_MS: String(HANG_GUARD_MS),
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () => void server.kill('SIGTERM');
  let output = '';
  let settled = false;
  return new Promise<SiteServer>((resolve, reject) => {
    const fail = (why: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(guard);
      stop();
      reject(new Error(`the journey server ${why}:\n${output}`));
    };
    const guard = setTimeout(() => fail(`did not answer within ${HANG_GUARD_MS} ms`), HANG_GUARD_MS);
    server.once('exit', (code) => fail(`ended (exit code ${code}) before it answered`));
    server.stderr.on('data', (chunk: Buffer) => {
      if (!settled) output += chunk.toString();
      process.stderr.write(chunk);
    });
    let url: string | undefined;
    // Always read the output, or a full pipe would stall the server.
    server.stdout.on('data', (chunk: Buffer) => {
      if (echo) process.stdout.write(chunk);
      if (url || settled) return;
      output += chunk.toString();
      url = /wenxian is running at (http:\/\/[^/\s]+)/.exec(output)?.[1];
      if (!url) return;
      void answering(url, () => settled).then(() => {
        if (settled) return;
        settled = true;
        clearTimeout(guard);
        resolve({ baseUrl: url as string, stop, pid: server.pid as number });
      });
    });
  });
}

/** Resolves once the server answers a simulated call, or once `given up`. */
async function answering(baseUrl: string, givenUp: () => boolean): Promise<void> {
  while (!givenUp()) {
    const ok = await fetch(`${baseUrl}/newsite/server-time`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
