import { messages } from '../messages/messages';
import { formatLabels as L } from '../messages/labels/format';
import { formatBeijing } from '../time/formatBeijing';

const hourMs = 3_600_000;

/**
 * Relative time of a past instant (doc 000 §9, doc 001 §9). Thresholds are in hours and strict
 * ("over"): over 8760 → years, over 720 → months, over 192 → the date, over 168 → weeks,
 * over 24 → days; below that hours, minutes, seconds, and 刚刚 under one second (or for an
 * instant in the future, e.g. a clock a little ahead of the server). Counts are floored.
 */
export function formatRelativeTime(then: number, now: number): string {
  const diffMs = now - then;
  const hours = diffMs / hourMs;
  if (hours > 8760) return `${Math.floor(hours / 8760)}${L.yearsAgo}`;
  if (hours > 720) return `${Math.floor(hours / 720)}${L.monthsAgo}`;
  if (hours > 192) return formatBeijing(then);
  if (hours > 168) return `${Math.floor(hours / 168)}${L.weeksAgo}`;
  if (hours > 24) return `${Math.floor(hours / 24)}${L.daysAgo}`;
  if (hours >= 1) return `${Math.floor(hours)}${L.hoursAgo}`;
  if (diffMs >= 60_000) return `${Math.floor(diffMs / 60_000)}${L.minutesAgo}`;
  if (diffMs >= 1000) return `${Math.floor(diffMs / 1000)}${L.secondsAgo}`;
  return messages.format.justNow;
}
