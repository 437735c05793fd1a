import { requestLimits } from '@wenxian/domain';

/** Events per request and the flush period of the behaviour log (doc 000 §7.1). */
export const BATCH_SIZE: number = requestLimits.behaviorLogBatchSize;
export const BATCH_INTERVAL_MS: number = requestLimits.behaviorLogIntervalMs;

export type BatcherOptions<E> = {
  /** Sends one batch (at most `batchSize` events). Failures are swallowed: logging never breaks a page. */
  send: (batch: E[]) => Promise<unknown>;
  batchSize?: number;
  intervalMs?: number;
  /** Registers the page-hide flush; returns an unsubscribe. */
  onPageHide?: (callback: () => void) => () => void;
  /**
   * Runs the timed flush once it is due (the page-hide flush and a full batch are sent at once): by default
   * then and there; a page passes an idle-time scheduler, so that a send is not a task of its own in the middle
   * of the page's start-up or of the visitor's input.
   */
  whenIdle?: (flush: () => void) => void;
};

/**
 * Queues events and sends them in batches: a full batch goes at once, the rest within `intervalMs`
 * of the first queued event, and everything on page hide.
 */
export class EventBatcher<E> {
  private queue: E[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly batchSize: number;
  private readonly intervalMs: number;
  private readonly unsubscribe: () => void;
  private readonly whenIdle: (flush: () => void) => void;

  constructor(private readonly options: BatcherOptions<E>) {
    this.batchSize = options.batchSize ?? BATCH_SIZE;
    this.intervalMs = options.intervalMs ?? BATCH_INTERVAL_MS;
    this.whenIdle = options.whenIdle ?? ((flush) => flush());
    this.unsubscribe = options.onPageHide?.(() => void this.flush()) ?? (() => undefined);
  }

  get pending(): number {
    return this.queue.length;
  }

  add(event: E): void {
    this.queue.push(event);
    if (this.queue.length >= this.batchSize) void this.sendBatch(this.queue.splice(0, this.batchSize));
    if (this.queue.length === 0) this.stopTimer();
    // An event queued between the timer and its idle flush goes with that flush; a page hidden before it sends
    // the queue at once, and the idle flush then finds nothing to send.
    else this.timer ??= setTimeout(() => this.whenIdle(() => void this.flush()), this.intervalMs);
  }

  /** Sends everything queued, in batches of at most `batchSize`. */
  async flush(): Promise<void> {
    this.stopTimer();
    const sends: Promise<void>[] = [];
    while (this.queue.length > 0) sends.push(this.sendBatch(this.queue.splice(0, this.batchSize)));
    await Promise.all(sends);
  }

  dispose(): void {
    this.stopTimer();
    this.unsubscribe();
  }

  private stopTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async sendBatch(batch: E[]): Promise<void> {
    try {
      await this.options.send(batch);
    } catch {
      // dropped on purpose: see `send`
    }
  }
}
