import { expect, it } from 'vitest';
import { beijingTime } from '../time/beijingTime';
import { certificateDays } from './certificateBadge';

it('counts calendar days from 2024-03-01 and to 2027-07-31', () => {
  expect(certificateDays(beijingTime(2024, 3, 1, 12), 0)).toEqual({ served: 0, remaining: 1247 });
  expect(certificateDays(beijingTime(2025, 3, 1, 0, 0, 1), 0)).toEqual({ served: 365, remaining: 882 });
  expect(certificateDays(beijingTime(2027, 7, 31, 23), 0)).toEqual({ served: 1247, remaining: 0 });
  expect(certificateDays(beijingTime(2028, 1, 1), 0).remaining).toBe(0);
  expect(certificateDays(beijingTime(2023, 1, 1), 0).served).toBe(0);
});
it('uses client time only when server time is absent', () => {
  expect(certificateDays(null, beijingTime(2024, 3, 11))).toEqual({ served: 10, remaining: 1237 });
  expect(certificateDays(beijingTime(2024, 3, 2), beijingTime(2024, 3, 11)).served).toBe(1);
});
