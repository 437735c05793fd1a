import { expect, it } from 'vitest';
import { beijingTime } from '../time/beijingTime';
import { shouldCheckNewUserActivity, shouldCheckNewUserCoupon } from './newUserActivity';

it('shows between 2025-04-15 10:00 and the end of 2025-05-20, once per browser (the server check is asked only then)', () => {
  expect(shouldCheckNewUserActivity(beijingTime(2025, 4, 15, 9, 59), false)).toBe(false);
  expect(shouldCheckNewUserActivity(beijingTime(2025, 4, 15, 10), false)).toBe(true);
  expect(shouldCheckNewUserActivity(beijingTime(2025, 5, 20, 23, 59, 59), false)).toBe(true);
  expect(shouldCheckNewUserActivity(beijingTime(2025, 5, 21), false)).toBe(false);
  expect(shouldCheckNewUserActivity(beijingTime(2025, 5, 1), true)).toBe(false);
  expect(shouldCheckNewUserActivity(beijingTime(2025, 5, 1), false)).toBe(true);
});

it('offers the new-user coupon dialog in the same window only (doc 001 §4), never on 2026-11-28', () => {
  expect(shouldCheckNewUserCoupon(beijingTime(2025, 4, 15, 9, 59), false)).toBe(false);
  expect(shouldCheckNewUserCoupon(beijingTime(2025, 4, 15, 10), false)).toBe(true);
  expect(shouldCheckNewUserCoupon(beijingTime(2025, 5, 20, 23, 59, 59), false)).toBe(true);
  expect(shouldCheckNewUserCoupon(beijingTime(2025, 5, 21), false)).toBe(false);
  expect(shouldCheckNewUserCoupon(beijingTime(2026, 11, 28, 10), false)).toBe(false);
  expect(shouldCheckNewUserCoupon(beijingTime(2025, 5, 1), true)).toBe(false);
});
