import { serverTimeOffset as offsetAtMidpoint } from '@wenxian/domain';
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
 * Records a server reading taken by a request sent at `sentAtMs` and answered at `receivedAtMs` (local times):
 * the offset is the domain's rule (doc 000 §4.1), which counts from the request's midpoint so half the round
 * trip is not taken for clock skew.
 */
export function recordServerTime(serverMs: number, sentAtMs: number, receivedAtMs: number = sentAtMs): void {
  offsetMs = offsetAtMidpoint(serverMs, sentAtMs, receivedAtMs);
  readAtMs = (sentAtMs + receivedAtMs) / 2;
}

/** How long ago (local ms) the server clock was last read; undefined before the first reading. */
export function serverReadingAgeMs(): number | undefined {
  return readAtMs === undefined ? undefined : apiConfig().now() - readAtMs;
}

export function resetServerTimeOffset(): void {
  offsetMs = 0;
  readAtMs = undefined;
}
