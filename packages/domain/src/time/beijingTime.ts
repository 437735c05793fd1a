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

/** The Beijing calendar year of an instant (the last year a year list offers). */
export function beijingYear(epochMs: number): number {
  return new Date(epochMs + beijingOffsetMs).getUTCFullYear();
}

/** The Beijing calendar day of an instant, as a day count since 1970-01-01. */
export function beijingDayNumber(epochMs: number): number {
  return Math.floor((epochMs + beijingOffsetMs) / dayMs);
}
