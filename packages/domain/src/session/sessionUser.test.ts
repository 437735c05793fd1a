import { expect, it } from 'vitest';
import { isLoggedIn, isManager } from './sessionUser';

it('is logged in exactly when userId is present', () => {
  expect(isLoggedIn({ userId: 'u1' })).toBe(true);
  expect(isLoggedIn({ userId: 0 })).toBe(true);
  expect(isLoggedIn({ userId: '' })).toBe(false);
  expect(isLoggedIn({ memberId: 'm1' })).toBe(false);
  expect(isLoggedIn(null)).toBe(false);
});

it('is a journal manager when the backend flags the role, as a boolean or 1/0', () => {
  expect(isManager({ isMagazine: true })).toBe(true);
  expect(isManager({ isMagazine: 1 })).toBe(true);
  expect(isManager({ isMagazine: 0 })).toBe(false);
  expect(isManager({ userId: 'u1' })).toBe(false);
  expect(isManager(undefined)).toBe(false);
});
