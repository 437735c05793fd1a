import { expect, it } from 'vitest';
import { isLoggedIn } from './sessionUser';

it('is logged in exactly when userId is present', () => {
  expect(isLoggedIn({ userId: 'u1' })).toBe(true);
  expect(isLoggedIn({ userId: 0 })).toBe(true);
  expect(isLoggedIn({ userId: '' })).toBe(false);
  expect(isLoggedIn({ memberId: 'm1' })).toBe(false);
  expect(isLoggedIn(null)).toBe(false);
});
