import { timings } from '../codes/constants/businessLimits';

/**
 * A failed chunk load reloads the page, at most once per minute (doc 000 §8). `lastReloadAt`
 * is the stored time of the previous reload (null when none).
 */
export function shouldReloadAfterChunkError(lastReloadAt: number | null | undefined, now: number): boolean {
  return lastReloadAt == null || now - lastReloadAt >= timings.chunkReloadMinIntervalMs;
}
