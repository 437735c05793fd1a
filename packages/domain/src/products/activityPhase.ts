import { bannerWindows } from '../promo/bannerWindows';
import type { TimeWindow } from '../promo/timeWindow';

/** Where server time stands against an activity's window (doc 001 §7 "Activities"). */
export type ActivityPhase = 'before' | 'during' | 'after';

/** The activities of routes.txt, by the last segment of their /activity/{key} route. */
export const activityKeys = [
  'doublepromotion',
  'aipromotional',
  'SchoolSeason',
  'memberactivity',
  'power',
  'readingmonth',
  'yearEndActivity',
] as const;
export type ActivityKey = (typeof activityKeys)[number];

export function isActivityKey(value: string): value is ActivityKey {
  return (activityKeys as readonly string[]).includes(value);
}

/**
 * Windows the spec fixes (doc 000 §4.7): the double promotion's own, and the teaching-agent banner's for the AI
 * promotion it links to. The other activities' windows come from the server's activity config.
 */
export const specActivityWindows: Partial<Record<ActivityKey, TimeWindow>> = {
  doublepromotion: bannerWindows.doublePromotion ?? undefined,
  aipromotional: bannerWindows.teachingAgent ?? undefined,
};

/** Half-open like every window of the site: the start instant is `during`, the end instant is `after`. */
export function activityPhase(window: TimeWindow, now: number): ActivityPhase {
  if (now < window.start) return 'before';
  return now < window.end ? 'during' : 'after';
}

/** Milliseconds until the phase next changes (start or end), null once the activity is over. */
export function millisToNextPhase(window: TimeWindow, now: number): number | null {
  const phase = activityPhase(window, now);
  if (phase === 'before') return window.start - now;
  return phase === 'during' ? window.end - now : null;
}

/** Whole days, hours, minutes and seconds of a countdown (floored; never negative). */
export function countdownParts(ms: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
