import { displayDate } from '../format/displayDate';
import { formatBeijing, parseBeijingDateTime } from './formatBeijing';

/**
 * A server time as the site shows times: Beijing wall clock to the minute, `YYYY-MM-DD HH:mm` (the format of
 * the personal centre's lists, orders and audit records). An ISO instant (`2026-11-25T00:01:40.300Z`) and a
 * zone-less server text both read this way; a value that is no time at all falls back to `displayDate`
 * (未知 for blanks and the 1600 placeholder, the text itself otherwise), never to a raw machine string.
 */
export function displayMinute(value: string | number | null | undefined): string {
  if (typeof value === 'number') return formatBeijing(value, 'YYYY-MM-DD HH:mm');
  const epoch = value ? parseBeijingDateTime(value) : null;
  if (epoch === null || String(value).trim().startsWith('1600')) return displayDate(value);
  return formatBeijing(epoch, 'YYYY-MM-DD HH:mm');
}
