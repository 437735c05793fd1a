import { streamCharDelayMs } from '@wenxian/domain';

/**
 * Reveals streamed text at the spec's reading pace (doc 000 §9: 30 ms a character). Text arrives in
 * bursts; each tick shows as many waiting characters as the time since the last one allows, so the
 * reader sees an even flow and a slow network only pauses it. The first character shows on arrival:
 * the time to the first character is the network's, not the pacer's.
 */
export class PacedText {
  private waiting: string[] = [];
  private shown = '';
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastReveal = 0;
  private drained: (() => void) | null = null;

  constructor(
    /** Told the whole visible text each time it grows. */
    private readonly onReveal: (text: string) => void,
    private readonly now: () => number = () => performance.now(),
    private readonly charMs: number = streamCharDelayMs,
  ) {}

  /** Text that arrived; it joins the queue. */
  push(text: string): void {
    this.waiting.push(...Array.from(text));
    if (this.timer === null) {
      if (this.shown === '' || this.now() - this.lastReveal >= this.charMs) this.reveal(1);
      this.schedule();
    }
  }

  /** Resolves when every queued character is shown. */
  drain(): Promise<void> {
    if (this.waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => (this.drained = resolve));
  }

  /** Stops revealing; what is shown stays, the rest is dropped. Returns the shown text. */
  stop(): string {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.waiting = [];
    this.drained?.();
    this.drained = null;
    return this.shown;
  }

  /** Shows everything that arrived at once (a broken stream keeps what came), then stops. */
  flush(): string {
    this.reveal(this.waiting.length);
    return this.stop();
  }

  get text(): string {
    return this.shown;
  }

  /** Everything that arrived: the shown text and the characters still queued. */
  get arrived(): string {
    return this.shown + this.waiting.join('');
  }

  private reveal(count: number): void {
    const next = this.waiting.splice(0, count).join('');
    if (!next) return;
    this.shown += next;
    this.lastReveal = this.now();
    this.onReveal(this.shown);
  }

  private schedule(): void {
    if (this.waiting.length === 0) {
      this.timer = null;
      this.drained?.();
      this.drained = null;
      return;
    }
    this.timer = setTimeout(() => {
      // A late timer (busy tab) catches up instead of falling behind.
      this.reveal(Math.max(1, Math.floor((this.now() - this.lastReveal) / this.charMs)));
      this.schedule();
    }, this.charMs);
  }
}
