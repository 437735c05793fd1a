import { expect, it } from 'vitest';
import { shouldReloadAfterChunkError } from './chunkReload';

it('reloads at most once per minute', () => {
  expect(shouldReloadAfterChunkError(null, 1000)).toBe(true);
  expect(shouldReloadAfterChunkError(0, 59_999)).toBe(false);
  expect(shouldReloadAfterChunkError(0, 60_000)).toBe(true);
});
