import type { SessionUser } from './sessionUser';

/** Cancelling the migration dialog sets the migration cookie to "0" (doc 000 §4.6). */
export const migrationDeclinedCookieValue = '0';

/** Migration data (doc 000 §3). */
export interface MigrationData {
  BalanceMoney?: number | null;
  journalCount?: number | null;
  literatureCount?: number | null;
}

/** Old-system users not yet migrated set the store flag that asks for the data check. */
export function needsMigrationCheck(user: SessionUser | null | undefined): boolean {
  return Boolean(user?.isOldSystem) && !user?.isMigrate;
}

/**
 * The migration dialog shows when the migration cookie is set and not "0", or when the store
 * flag is set and the data check shows a balance, journal count or literature count above 0.
 * A cookie of "0" (暂不迁移) wins over the store flag: the user said no, and §4.6 sets the cookie exactly so
 * that the dialog stops asking (docs/decisions/shell.md).
 */
export function shouldShowMigrationDialog(input: {
  cookie: string | null | undefined;
  storeFlag: boolean;
  data?: MigrationData | null;
}): boolean {
  if (input.cookie === migrationDeclinedCookieValue) return false;
  if (input.cookie) return true;
  if (!input.storeFlag || !input.data) return false;
  const { BalanceMoney, journalCount, literatureCount } = input.data;
  return [BalanceMoney, journalCount, literatureCount].some((n) => typeof n === 'number' && n > 0);
}
