import { expect, it } from 'vitest';
import { downloadAnalyticsDelayMs, downloadAnalyticsTypes } from './downloadAnalyticsTypes';

it('codes analytics types 1, 3, 5, 6, 10 and fires after 5 s', () => {
  expect(Object.values(downloadAnalyticsTypes)).toEqual([1, 3, 5, 6, 10]);
  expect(downloadAnalyticsDelayMs).toBe(5000);
});
