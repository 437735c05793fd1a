import { apiConfig } from '../config';

/**
 * Server-time alignment: the offset between the server clock and the local clock, kept from the
 * last /server-time answer and added to every timestamp the call layer sends.
 */
let offsetMs = 0;
/** The local time of the last reading; undefined before the first. */
let readAtMs: number | undefined;

/** Current time on the server's clock, in epoch ms. */
export function serverNow(): number {
  return apiConfig().now() + offsetMs;
}

export function serverTimeOffset(): number {
  return offsetMs;
}

/**
 * Records a server reading. `localMidpointMs` is the local time halfway through the request, so half
 * the round trip is not counted as clock skew.
 */
export function recordServerTime(serverMs: number, localMidpointMs: number = apiConfig().now()): void {
  offsetMs = serverMs - localMidpointMs;
  readAtMs = localMidpointMs;
}

/** How long ago (local ms) the server clock was last read; undefined before the first reading. */
export function serverReadingAgeMs(): number | undefined {
  return readAtMs === undefined ? undefined : apiConfig().now() - readAtMs;
}

export function resetServerTimeOffset(): void {
  offsetMs = 0;
  readAtMs = undefined;
}
