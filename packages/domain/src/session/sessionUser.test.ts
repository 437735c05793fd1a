import { expect, it } from 'vitest';
import { hasConferenceRole, isLoggedIn, isManager } from './sessionUser';

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

it('holds the conference role when one of its roles has id 9, sent as a string or a number', () => {
  expect(hasConferenceRole({ roleInfos: [{ id: '3' }, { id: '9' }] })).toBe(true);
  expect(hasConferenceRole({ roleInfos: [{ id: 9 }] })).toBe(true);
  expect(hasConferenceRole({ roleInfos: [{ id: '90' }] })).toBe(false);
  expect(hasConferenceRole({ roleInfos: null })).toBe(false);
  expect(hasConferenceRole(undefined)).toBe(false);
});
