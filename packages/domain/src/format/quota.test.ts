import { expect, it } from 'vitest';
import { formatQuota, remainingQuota } from './quota';

it('shows used/total articles', () => {
  expect(formatQuota(3, 10)).toBe('3/10篇');
  expect(formatQuota(Number.NaN, 10)).toBe('0/10篇');
  expect(remainingQuota(12, 10)).toBe(0);
  expect(remainingQuota(3, 10)).toBe(7);
});
