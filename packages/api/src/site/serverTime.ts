import { client } from '../core/client';
import type { Envelope } from '../core/envelope';

/** Server time in epoch milliseconds; the call layer aligns every timestamp to it. */
export async function getServerTime(signal?: AbortSignal): Promise<number> {
  const response = await client().get<Envelope<number>>('/server-time', { signal });
  return response.data.data;
}
