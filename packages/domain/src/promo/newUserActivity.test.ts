import { expect, it } from 'vitest';
import { beijingTime } from '../time/beijingTime';
import { shouldCheckNewUserActivity, shouldShowNewUserActivity } from './newUserActivity';

it('shows between 2025-04-15 10:00 and the end of 2025-05-20, once, when the server agrees', () => {
  expect(shouldShowNewUserActivity(beijingTime(2025, 4, 15, 9, 59), false, true)).toBe(false);
  expect(shouldShowNewUserActivity(beijingTime(2025, 4, 15, 10), false, true)).toBe(true);
  expect(shouldShowNewUserActivity(beijingTime(2025, 5, 20, 23, 59, 59), false, true)).toBe(true);
  expect(shouldShowNewUserActivity(beijingTime(2025, 5, 21), false, true)).toBe(false);
  expect(shouldShowNewUserActivity(beijingTime(2025, 5, 1), true, true)).toBe(false);
  expect(shouldShowNewUserActivity(beijingTime(2025, 5, 1), false, false)).toBe(false);
  expect(shouldCheckNewUserActivity(beijingTime(2025, 5, 1), false)).toBe(true);
});
