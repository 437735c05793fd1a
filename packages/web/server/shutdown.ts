import type { Logger } from './http/accessLog';

/**
 * Graceful shutdown of the process that holds the port: on the first SIGTERM or SIGINT, one log line, then
 * `stop` (in-flight requests finish, /healthz answers 503 meanwhile), then exit 0. A second signal changes
 * nothing. Set before the startup line, which whoever started the server may answer with a signal at once.
 */
export function stopOnSignal(log: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      log({ time: new Date().toISOString(), msg: 'shutting down', signal });
      void stop().then(() => process.exit(0));
    });
  }
}
