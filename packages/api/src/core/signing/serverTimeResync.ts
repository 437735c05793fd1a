import { client } from '../transport/client';
import { recordServerTime } from './serverClock';
import { apiConfig } from '../config';
import { isEnvelope } from '../responseCodes/envelope';

/** Path of the server clock (doc 001 §7, safety and site). */
export const SERVER_TIME_PATH = '/server-time';

let inFlight: Promise<void> | undefined;

/**
 * Reads the server clock and stores the offset. Calls that hit 505/10009 together share one read.
 * A failed read leaves the offset as it was: the retry limit still ends the loop.
 */
export function resyncServerTime(): Promise<void> {
  inFlight ??= (async () => {
    const { now } = apiConfig();
    const startedAt = now();
    try {
      const response = await (await client()).get<unknown>(SERVER_TIME_PATH);
      const body = response.data;
      if (isEnvelope(body) && typeof body.data === 'number') {
        recordServerTime(body.data, startedAt, now());
      }
    } catch {
      // Kept silent: the caller retries under its limit whatever happens here.
    }
  })().finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}
