import { expect, it } from 'vitest';
import { needsMigrationCheck, shouldShowMigrationDialog } from './migrationDialog';

it('shows for a migration cookie other than "0"', () => {
  expect(shouldShowMigrationDialog({ cookie: '1', storeFlag: false })).toBe(true);
  expect(shouldShowMigrationDialog({ cookie: '0', storeFlag: false })).toBe(false);
  expect(shouldShowMigrationDialog({ cookie: '', storeFlag: false })).toBe(false);
});
it('shows for the store flag when the check finds something to move', () => {
  expect(shouldShowMigrationDialog({ cookie: undefined, storeFlag: true, data: { BalanceMoney: 3 } })).toBe(true);
  expect(shouldShowMigrationDialog({ cookie: undefined, storeFlag: true, data: { journalCount: 1 } })).toBe(true);
  expect(shouldShowMigrationDialog({ cookie: undefined, storeFlag: true, data: { literatureCount: 2 } })).toBe(true);
  expect(
    shouldShowMigrationDialog({ cookie: undefined, storeFlag: true, data: { BalanceMoney: 0, journalCount: 0 } }),
  ).toBe(false);
  expect(shouldShowMigrationDialog({ cookie: undefined, storeFlag: false, data: { BalanceMoney: 3 } })).toBe(false);
});
it('stays closed after 暂不迁移 (cookie "0") even for an old-site user with data to move', () => {
  expect(shouldShowMigrationDialog({ cookie: '0', storeFlag: true, data: { BalanceMoney: 3 } })).toBe(false);
});
it('checks old-system users that have not migrated', () => {
  expect(needsMigrationCheck({ isOldSystem: true, isMigrate: false })).toBe(true);
  expect(needsMigrationCheck({ isOldSystem: 1, isMigrate: 1 })).toBe(false);
  expect(needsMigrationCheck({ isOldSystem: false })).toBe(false);
});
