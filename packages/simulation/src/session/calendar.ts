import { formatBeijing } from '@wenxian/domain';

/** An instant as the ISO text the server's time fields carry. */
export function isoOf(time: number): string {
  return new Date(time).toISOString();
}
/** The Beijing month (YYYY-MM) of an instant: monthly quotas reset on it. */
export function monthOf(time: number): string {
  return formatBeijing(time, 'YYYY-MM');
}
/** The Beijing day (YYYY-MM-DD) of an instant: daily allowances reset on it. */
export function dayOf(time: number): string {
  return formatBeijing(time);
}
