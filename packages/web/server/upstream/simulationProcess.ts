import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Ready } from '@wenxian/simulation/server/main';
import { runsBuilt } from '../built';

/** The simulation's entry as the build wrote it: beside every file of the built server (server/build.config.ts). */
const BUILT_ENTRY = './simulation.js';

/**
 * The child's entry and Node's options for it. Built, it is plain JavaScript (no loader at run time); from the
 * sources (the server tests), packages/simulation/src/server/main.ts through the package's exports, run by tsx's
 * loader named by its file, so it runs whatever its working directory.
 */
function childEntry(): { entry: string; execArgv: string[] } {
  if (runsBuilt) return { entry: fileURLToPath(new URL(BUILT_ENTRY, import.meta.url)), execArgv: [] };
  const resolve = createRequire(import.meta.url).resolve;
  return {
    entry: resolve('@wenxian/simulation/server/main'),
    execArgv: ['--import', pathToFileURL(resolve('tsx')).href],
  };
}

export type SimulationProcess = {
  /** Where it listens: the site server's upstream. */
  url: URL;
  child: ChildProcess;
  /** Ends it (closing the IPC channel is enough: it exits when its parent lets go). */
  stop(): Promise<void>;
};

type SimulationProcessOptions = {
  /** The burst limit (SIMULATION_RATE_LIMIT=off turns it off). */
  rateLimit: boolean;
  /** SIMULATION_PORT: a fixed port; 0 lets the system choose a free one. */
  port: number;
  /** How long it may take to build its corpus and listen. */
  startTimeoutMs?: number;
};

/**
 * Forks the simulated backend on a loopback port: it gets this process's whole environment
 * (SIMULATION_NOW, SIMULATION_* switches), reports its port over IPC, and ends when this process ends,
 * however that happens — the IPC channel closes and the child exits on its `disconnect`.
 */
function startSimulationProcess({
  rateLimit,
  port,
  startTimeoutMs = 60_000,
}: SimulationProcessOptions): Promise<SimulationProcess> {
  const { entry, execArgv } = childEntry();
  const child = fork(entry, [], {
    execArgv,
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

export type SupervisedSimulationOptions = SimulationProcessOptions & {
  /** One JSON line per exit and restart. */
  log: (line: Record<string, unknown>) => void;
  /** The first wait before a restart; it doubles after each failed or short-lived child, up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** A child that ran this long is healthy: the next restart waits `backoffMs` again. */
  healthyAfterMs?: number;
};

/**
 * The simulated backend, kept running (M3): when its process dies (killed, out of memory, a crash) it is
 * started again on the same port — the workers' proxies keep their upstream address — after a bounded,
 * doubling wait, with one log line for the exit and one per restart. `stop()` ends the supervision first,
 * then the process.
 */
export async function superviseSimulation({
  log,
  backoffMs = 250,
  maxBackoffMs = 5_000,
  healthyAfterMs = 30_000,
  ...options
}: SupervisedSimulationOptions): Promise<SimulationProcess> {
  let current = await startSimulationProcess(options);
  const { url } = current;
  const port = Number(url.port);
  let stopping = false;
  let wait = backoffMs;
  let startedAt = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const restart = async (): Promise<void> => {
    timer = undefined;
    if (stopping) return;
    try {
      const next = await startSimulationProcess({ ...options, port });
      if (stopping) return void (await next.stop());
      current = next;
      startedAt = Date.now();
      log({ time: new Date().toISOString(), level: 'info', msg: 'simulated backend restarted', pid: next.child.pid });
      watch(next);
    } catch (error) {
      log({
        time: new Date().toISOString(),
        level: 'error',
        msg: 'simulated backend failed to restart',
        error: error instanceof Error ? error.message : String(error),
        retryInMs: wait,
      });
      schedule();
    }
  };
  const schedule = () => {
    const delay = wait;
    wait = Math.min(wait * 2, maxBackoffMs);
    timer = setTimeout(() => void restart(), delay);
    timer.unref();
  };
  const watch = (running: SimulationProcess) =>
    running.child.once('exit', (code, signal) => {
      if (stopping) return;
      if (Date.now() - startedAt >= healthyAfterMs) wait = backoffMs;
      log({
        time: new Date().toISOString(),
        level: 'error',
        msg: 'simulated backend exited',
        code,
        signal,
        pid: running.child.pid,
        restartInMs: wait,
      });
      schedule();
    });
  watch(current);

  return {
    url,
    get child() {
      return current.child;
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await current.stop();
    },
  };
}
