import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** packages/web: where `npm start` runs server/index.ts from. */
const webDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * server/index.ts of the build in `dir` in its own process, as `npm start` runs it: on a free loopback port and
 * without an upstream unless `env` says otherwise.
 */
export function spawnServer(
  env: Record<string, string>,
  { dir = webDir, stdio = 'pipe' }: { dir?: string; stdio?: StdioOptions } = {},
): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: dir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', API_UPSTREAM: '', ...env },
    stdio,
  });
}

/**
 * The server built in `built` (test/builtServer.ts) in its own process, as `npm start` runs it from
 * packages/web: on a free loopback port and without an upstream unless `env` says otherwise.
 */
export function spawnBuiltServer(
  built: string,
  env: Record<string, string>,
  { stdio = 'pipe' }: { stdio?: StdioOptions } = {},
): ChildProcess {
  return spawn(process.execPath, [join(built, 'index.js')], {
    cwd: webDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', API_UPSTREAM: '', ...env },
    stdio,
  });
}

/** Calls `up` once, with the server's address, when it prints its startup line. */
export function onListening(child: ChildProcess, up: (url: string) => void): void {
  let out = '';
  const read = (chunk: Buffer) => {
    out += chunk.toString();
    const url = /running at (\S+)/.exec(out)?.[1];
    if (!url) return;
    child.stdout?.off('data', read);
    up(url);
  };
  child.stdout?.on('data', read);
}
