import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/**
 * The spec's wall-clock times (banner windows, activity windows, the certificate dates) are
 * China Standard Time. China has no daylight saving, so a fixed +08:00 offset is exact and
 * keeps every rule independent of the machine's time zone.
 */
export const beijingOffsetMs = 8 * 60 * 60 * 1000;
export const dayMs = 24 * 60 * 60 * 1000;

/** Epoch milliseconds of a Beijing wall-clock time; month is 1-based. */
export function beijingTime(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  return Date.UTC(year, month - 1, day, hour, minute, second) - beijingOffsetMs;
}

/** Formats an instant as Beijing wall-clock text with a dayjs pattern (default YYYY-MM-DD). */
export function formatBeijing(epochMs: number, pattern = 'YYYY-MM-DD'): string {
  return dayjs.utc(epochMs + beijingOffsetMs).format(pattern);
}

/** The Beijing calendar day of an instant, as a day count since 1970-01-01. */
export function beijingDayNumber(epochMs: number): number {
  return Math.floor((epochMs + beijingOffsetMs) / dayMs);
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
