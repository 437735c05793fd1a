import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Ready } from '@wenxian/simulation/server/main';

const resolve = createRequire(import.meta.url).resolve;
/** The child entry (packages/simulation/src/server/main.ts), resolved through the package's exports. */
const ENTRY = resolve('@wenxian/simulation/server/main');
/** tsx's loader by its file, so the child runs TypeScript whatever its working directory. */
const TSX = pathToFileURL(resolve('tsx')).href;

export type SimulationProcess = {
  /** Where it listens: the site server's upstream. */
  url: URL;
  child: ChildProcess;
  /** Ends it (closing the IPC channel is enough: it exits when its parent lets go). */
  stop(): Promise<void>;
};

export type SimulationProcessOptions = {
  /** The burst limit (SIMULATION_RATE_LIMIT=off turns it off). */
  rateLimit: boolean;
  /** SIMULATION_PORT: a fixed port; 0 lets the system choose a free one. */
  port: number;
  /** How long it may take to build its corpus and listen. */
  startTimeoutMs?: number;
};

/**
 * Forks the simulated backend on a loopback port (issue 24): it gets this process's whole environment
 * (SIMULATION_NOW, SIMULATION_* switches), reports its port over IPC, and ends when this process ends,
 * however that happens — the IPC channel closes and the child exits on its `disconnect`.
 */
export function startSimulationProcess({
  rateLimit,
  port,
  startTimeoutMs = 60_000,
}: SimulationProcessOptions): Promise<SimulationProcess> {
  const child = fork(ENTRY, [], {
    execArgv: ['--import', TSX],
    env: { ...process.env, SIMULATION_PORT: String(port), SIMULATION_RATE_LIMIT: rateLimit ? 'on' : 'off' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      if (child.connected) child.disconnect();
      else child.kill('SIGTERM');
      await exited;
    }
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The simulated backend did not start within ${startTimeoutMs / 1000} s`));
    }, startTimeoutMs);
    child.once('message', (message: Ready) => {
      clearTimeout(timer);
      resolve({ url: new URL(`http://127.0.0.1:${message.port}/`), child, stop });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The simulated backend stopped before listening (exit ${code})`));
    });
  });
}
