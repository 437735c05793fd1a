import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { Logger } from './http/accessLog';
import type { ServerConfig } from './config';
import { defaultRenderLimit } from './pages/renderGate';
import { stopOnSignal } from './shutdown';
import { superviseSimulation, type SimulationProcess } from './upstream/simulationProcess';
import type { RunningServer } from './start';

/**
 * Several page server processes on one port (WEB_CONCURRENCY, default one per core). A render is CPU work on
 * one event loop, so one process uses one core however many the machine has (cold renders). The
 * primary holds the port (Node's cluster hands each connection to a worker in turn), forks the simulated
 * backend once for every worker, prints the one startup line, and on SIGTERM/SIGINT lets every worker finish
 * its requests before it ends the simulation and itself.
 */

/** What a worker tells the primary. */
type FromWorker = { type: 'listening'; startupLine: string } | { type: 'failed'; message: string };
/** What the primary tells a worker. */
type ToWorker = { type: 'shutdown' };

/** The variable that hands the primary's simulated backend to its workers. */
const SIMULATION_URL = 'WENXIAN_SIMULATION_URL';

export const isWorker = () => cluster.isWorker;

/**
 * The worker's part: start with the primary's simulation, report the startup line (or the one-line reason it
 * could not), and close gracefully when the primary says so. A signal sent to the whole process group (Ctrl-C
 * in a terminal) reaches the workers too: they close the same way.
 */
export async function runWorker(
  config: ServerConfig,
  start: (config: ServerConfig, simulationUrl: URL | undefined) => Promise<RunningServer>,
): Promise<void> {
  const simulation = process.env[SIMULATION_URL];
  // The cores are shared between the workers: the render bound is per process (RENDER_CONCURRENCY too).
  const perWorker = {
    ...config,
    rendering: {
      ...config.rendering,
      concurrency: config.rendering.concurrency ?? defaultRenderLimit(availableParallelism() / config.workers),
    },
  };
  // Listened for from the start: a shutdown asked while this process is still starting ends it once started
  // (the primary waits for every worker, new ones included).
  let running: RunningServer | undefined;
  let shutdownAsked = false;
  let closing = false;
  const close = () => {
    shutdownAsked = true;
    if (!running || closing) return;
    closing = true;
    void running.close().then(() => process.exit(0));
  };
  process.on('message', (message: ToWorker) => message.type === 'shutdown' && close());
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
  try {
    running = await start(perWorker, simulation ? new URL(simulation) : undefined);
  } catch (error) {
    // Ended once the message has left, so the primary reads the reason before it sees the exit.
    const failed: FromWorker = { type: 'failed', message: error instanceof Error ? error.message : String(error) };
    if (process.send) process.send(failed, () => process.exit(1));
    else process.exit(1);
    return;
  }
  if (shutdownAsked) return close();
  process.send?.({ type: 'listening', startupLine: running.startupLine } satisfies FromWorker);
}

/** Resolves with the worker's startup line once it listens; rejects with its one-line reason if it fails. */
function listening(worker: Worker): Promise<string> {
  return new Promise((resolve, reject) => {
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'listening') resolve(message.startupLine);
      else reject(new Error(message.message));
    });
    worker.once('exit', (code) => reject(new Error(`a page server process stopped while starting (exit ${code})`)));
  });
}

/**
 * The primary's part. Resolves with the startup line once every worker listens; rejects (after stopping what
 * it started) with the first worker's reason if one cannot.
 */
export async function runPrimary(config: ServerConfig, log: Logger): Promise<{ startupLine: string }> {
  const simulation: SimulationProcess | undefined = config.upstream
    ? undefined
    : await superviseSimulation({
        rateLimit: config.simulationRateLimit,
        port: config.simulationPort,
        startTimeoutMs: config.simulationStartMs,
        log,
      });
  const env = simulation ? { [SIMULATION_URL]: simulation.url.href } : {};
  let stopping = false;
  let started = false;

  const fork = () => {
    const worker = cluster.fork(env);
    worker.once('exit', (code, signal) => {
      // One that fails to start fails the start (below); one that dies later is replaced.
      if (stopping || !started) return;
      // A worker that dies (out of memory, a crash) is replaced; its connections were its own.
      log({ time: new Date().toISOString(), msg: 'page server process exited', code, signal, pid: worker.process.pid });
      fork();
    });
    return worker;
  };

  const stopAll = async () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
    // Each worker bounds its own requests by the grace period; one that has not ended a little after it is
    // ended here, so the primary never waits for ever.
    const force = setTimeout(
      () => workers.forEach((worker) => worker.process.kill('SIGKILL')),
      config.shutdownGraceMs + 5_000,
    );
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.send({ type: 'shutdown' } satisfies ToWorker);
          }),
      ),
    );
    clearTimeout(force);
    await simulation?.stop();
  };

  const workers = Array.from({ length: config.workers }, fork);
  let startupLines: string[];
  try {
    startupLines = await Promise.all(workers.map(listening));
  } catch (error) {
    stopping = true;
    for (const worker of workers) worker.process.kill('SIGKILL');
    await simulation?.stop();
    throw error;
  }

  started = true;
  stopOnSignal(log, stopAll);
  const line = startupLines[0] ?? '';
  return { startupLine: line.replace(/\)$/, `; ${config.workers} processes)`) };
}
