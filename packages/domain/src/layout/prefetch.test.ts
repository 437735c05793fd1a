import { expect, it } from 'vitest';
import { shouldPrefetch } from './prefetch';

it('skips prefetch on 2g or data saver', () => {
  expect(shouldPrefetch({ effectiveType: '4g' })).toBe(true);
  expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
  expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  expect(shouldPrefetch(undefined)).toBe(true);
});
