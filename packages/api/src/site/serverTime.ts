import { apiConfig, getJson, recordServerTime, serverNow, serverReadingAgeMs, type CallOptions } from '../core';
import { SITE_PATHS } from './paths';

/**
 * Reads the server clock and keeps the offset for every later timestamp (start-up). Within the configuration's
 * `serverTimeReuseMs` of the last reading, the server's time is counted on from that reading instead.
 */
export async function syncServerTime(options: CallOptions = {}): Promise<number> {
  const { now, serverTimeReuseMs = 0 } = apiConfig();
  const age = serverReadingAgeMs();
  if (age !== undefined && age >= 0 && age < serverTimeReuseMs) return serverNow();
  const startedAt = now();
  const serverMs = await getJson<number>(SITE_PATHS.serverTime, {}, options);
  recordServerTime(serverMs, startedAt, now());
  return serverMs;
}
