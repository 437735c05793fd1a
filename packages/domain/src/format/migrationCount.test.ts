import { expect, it } from 'vitest';
import { formatMigrationCount } from './migrationCount';

it('shows -- for a missing count and 0 as 0', () => {
  expect(formatMigrationCount(undefined)).toBe('--');
  expect(formatMigrationCount(null)).toBe('--');
  expect(formatMigrationCount(0)).toBe('0');
  expect(formatMigrationCount(12.5)).toBe('12.5');
});
