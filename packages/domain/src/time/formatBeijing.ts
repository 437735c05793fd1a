import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { beijingOffsetMs, beijingTime } from './beijingTime';

// Formatting lives apart from the arithmetic, so rules that only count days (the certificate badge on every
// page's footer) do not bring the date library into the site's first download.
dayjs.extend(utc);

/** Formats an instant as Beijing wall-clock text with a dayjs pattern (default YYYY-MM-DD). */
export function formatBeijing(epochMs: number, pattern = 'YYYY-MM-DD'): string {
  return dayjs.utc(epochMs + beijingOffsetMs).format(pattern);
}

/**
 * Reads a server date-time text without a zone ("2025-11-03", "2025-11-03 09:00",
 * "2025-11-03T09:00:00") as Beijing time; texts with a zone or offset keep it. Returns null
 * for anything unparsable.
 */
export function parseBeijingDateTime(text: string): number | null {
  const trimmed = text.trim();
  const local = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/.exec(trimmed);
  if (local) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = local;
    const epoch = beijingTime(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s));
    // Reject overflowing parts such as month 13 or day 32, which Date.UTC would roll over.
    return formatBeijing(epoch, 'YYYY-M-D') === `${Number(y)}-${Number(mo)}-${Number(d)}` ? epoch : null;
  }
  if (!/(?:Z|[+-]\d{2}:?\d{2})$/i.test(trimmed)) return null;
  const epoch = Date.parse(trimmed);
  return Number.isNaN(epoch) ? null : epoch;
}
