import { expect, it } from 'vitest';
import { authorGuard, conferenceGuard, managerGuard } from './areaGuards';

it('lets confirmed authors in, others to /author/auth', () => {
  expect(authorGuard({ isConfirm: true })).toBeNull();
  expect(authorGuard({ isConfirm: 1 })).toBeNull();
  expect(authorGuard({ isConfirm: false })).toBe('/author/auth');
  expect(authorGuard(null)).toBe('/author/auth');
});
it('lets role 9 into conferences, others to /conference/auth', () => {
  expect(conferenceGuard({ roleInfos: [{ id: '3' }, { id: '9' }] })).toBeNull();
  expect(conferenceGuard({ roleInfos: [{ id: 9 }] })).toBeNull();
  expect(conferenceGuard({ roleInfos: [{ id: '90' }] })).toBe('/conference/auth');
  expect(conferenceGuard({})).toBe('/conference/auth');
});
it('lets journal managers or an id query into the manager area', () => {
  expect(managerGuard({ isMagazine: true }, {})).toBeNull();
  expect(managerGuard({ isMagazine: false }, { id: '42' })).toBeNull();
  expect(managerGuard({ isMagazine: false }, { id: '' })).toBe('/manager/auth');
  expect(managerGuard(undefined, {})).toBe('/manager/auth');
});
