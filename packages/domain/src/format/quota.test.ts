import { expect, it } from 'vitest';
import { formatQuota } from './quota';

it('shows used/total articles', () => {
  expect(formatQuota(3, 10)).toBe('3/10篇');
  expect(formatQuota(Number.NaN, 10)).toBe('0/10篇');
});
