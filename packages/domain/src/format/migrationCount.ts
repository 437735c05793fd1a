import { formatLabels } from '../messages/labels/format';

/** Migration counts show as -- when the server did not send them (doc 000 §3). */
export function formatMigrationCount(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return formatLabels.missingCount;
  return String(value);
}
