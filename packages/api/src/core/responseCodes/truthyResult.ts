import { isEnvelope } from './envelope';

/**
 * Boolean reading of a call result. Success answers whose data is `false` come back as the raw
 * envelope (doc 000 §4.1), which is an object and therefore truthy; this turns it back into false.
 */
export function isTruthyResult(result: unknown): boolean {
  if (isEnvelope(result)) return Boolean(result.data);
  return Boolean(result);
}
