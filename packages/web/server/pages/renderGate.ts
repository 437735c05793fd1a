import { availableParallelism } from 'node:os';

/** Too many renders at once and waited too long for a turn: answered 503 with Retry-After. */
export class RenderBusyError extends Error {
  constructor() {
    super('too many renders at once');
  }
}

export type RenderGateOptions = {
  /** Renders at once (RENDER_CONCURRENCY). */
  limit?: number;
  /**
   * How long a render may wait for its turn before it is refused. Two seconds: a burst of fifty visitors on
   * cold pages drains in about that on two cores, and a page a second late serves a visitor better than a 503;
   * the render deadline, counted from the request's arrival, still bounds the whole answer.
   */
  maxWaitMs?: number;
  /**
   * How many may wait at once; past that a request is refused at once. The wait's time bound already bounds
   * the queue by what arrives in `maxWaitMs`; this count only guards memory, and stays well above the
   * connections one process may be handed (Node's cluster hands whole connections to the process that takes
   * them first, so one of two may hold most of a burst's).
   */
  maxWaiting?: number;
};

export type RenderGate = {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
};

/**
 * Four renders at once per core a process has: a render also waits on its calls (in-process or to the
 * upstream), so one per core would leave cores idle, and more only lengthens every render's latency.
 */
export const defaultRenderLimit = (cores = availableParallelism()) => Math.max(4, Math.round(cores * 4));

/**
 * Server renders are CPU work on a few cores: past a handful at once each one only gets slower and memory
 * grows with every page held in progress. The gate lets `limit` run; the next ones wait briefly in order,
 * and past `maxWaitMs` (or `maxWaiting` queued) they are refused — the queue is bounded in length and time.
 */
export function createRenderGate({
  limit = defaultRenderLimit(),
  maxWaitMs = 2_000,
  maxWaiting = limit * 64,
}: RenderGateOptions = {}): RenderGate {
  let running = 0;
  const queue: Array<{ start: () => void; timer: NodeJS.Timeout }> = [];

  const release = () => {
    running -= 1;
    const next = queue.shift();
    if (next) {
      clearTimeout(next.timer);
      running += 1;
      next.start();
    }
  };

  const turn = () =>
    new Promise<void>((resolve, reject) => {
      if (running < limit) {
        running += 1;
        return resolve();
      }
      if (queue.length >= maxWaiting) return reject(new RenderBusyError());
      const entry = {
        start: resolve,
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(entry), 1);
          reject(new RenderBusyError());
        }, maxWaitMs),
      };
      queue.push(entry);
    });

  return {
    async run(task) {
      await turn();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
