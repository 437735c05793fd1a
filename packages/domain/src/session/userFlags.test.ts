import { expect, it } from 'vitest';
import { onlyAssistant, onlyMember } from './userFlags';

it('derives onlyMember and onlyAssistant', () => {
  const base = { isLoggedIn: true, hasTeacherRule: false, isGroupAdmin: false };
  expect(onlyMember(base)).toBe(true);
  expect(onlyMember({ ...base, hasTeacherRule: true })).toBe(false);
  expect(onlyMember({ ...base, isGroupAdmin: true })).toBe(false);
  expect(onlyMember({ ...base, isLoggedIn: false })).toBe(false);
  expect(onlyAssistant({ ...base, hasTeacherRule: true })).toBe(true);
  expect(onlyAssistant(base)).toBe(false);
  expect(onlyAssistant({ ...base, hasTeacherRule: true, isGroupAdmin: true })).toBe(false);
});
