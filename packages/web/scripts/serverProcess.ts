import type { ChildProcess } from 'node:child_process';
import { onListening, spawnServer } from '../server/test/serverProcess';

/** A server started by a measuring script: its address and process id (for its RSS). */
export type Started = { url: string; pid: number };

/** Every server a script started, stopped when it ends. */
export const children: ChildProcess[] = [];

/** Starts a build's own server/index.ts on a free loopback port; resolves once it prints its startup line. */
export function startServer(webDir: string, env: Record<string, string>): Promise<Started> {
  return new Promise((resolvePromise, reject) => {
    const child = spawnServer(
      { SIMULATION_RATE_LIMIT: 'off', ACCESS_LOG: 'off', ...env },
      { dir: webDir, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    children.push(child);
    onListening(child, (url) => {
      // Access log lines (an older build writes them) are dropped: they would only measure the terminal.
      child.stdout?.resume();
      resolvePromise({ url, pid: child.pid ?? 0 });
    });
    child.on('exit', (code) => reject(new Error(`server in ${webDir} exited with ${code}`)));
  });
}

export function stop(server: Started): Promise<void> {
  const child = children.find((one) => one.pid === server.pid);
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.removeAllListeners('exit');
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/** A document page of the corpus: the first /doc/ address of the server's own sitemap. */
export async function documentPath(base: string): Promise<string> {
  const sitemap = await (await fetch(new URL('/sitemap-1.xml', base))).text();
  const url = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '').find((loc) => loc.includes('/doc/'));
  if (!url) throw new Error('no document page in the sitemap');
  return new URL(url).pathname;
}
