import { beijingTime } from '../time/beijingTime';
import { payPagePath } from '../links/siteLinks';
import { isWithin, type TimeWindow } from './timeWindow';

/**
 * The banners of doc 000 §4.7 in the carousel's display order: the one list of banner keys, which the windows
 * below, the slides (`siteBanners`) and the carousel all read.
 */
export const bannerOrder = [
  'doublePromotion',
  'partnerMembership',
  'researchPlatform',
  'teachingAgent',
  'scientificDisplay',
  'titlePackage',
  'ai',
] as const;

export type BannerKey = (typeof bannerOrder)[number];

/**
 * Time-limited banners (doc 000 §4.7), Beijing time, as half-open windows: an end written
 * "23:59:59" or "24:00" or a bare end date all mean "until the next midnight".
 * `null` means always on.
 */
export const bannerWindows: Readonly<Record<BannerKey, TimeWindow | null>> = {
  doublePromotion: { start: beijingTime(2025, 11, 3, 9), end: beijingTime(2025, 12, 1) },
  partnerMembership: { start: beijingTime(2025, 9, 16, 10), end: beijingTime(2026, 1, 1) },
  researchPlatform: { start: beijingTime(2025, 9, 4, 10), end: beijingTime(2025, 11, 5) },
  teachingAgent: { start: beijingTime(2025, 10, 29, 10), end: beijingTime(2025, 12, 1) },
  scientificDisplay: { start: beijingTime(2025, 7, 15), end: beijingTime(2025, 8, 16) },
  titlePackage: null,
  ai: null,
};

/**
 * Banners to show at server time `now` on `pathname`. On /pay/newindex only the teaching-agent
 * banner shows. Elsewhere every banner in its window plus the always-on ones; when none of the
 * time-limited banners is active the teaching-agent banner is added as the fallback.
 */
export function activeBanners(now: number, pathname: string): BannerKey[] {
  if (pathname.replace(/\/+$/, '') === payPagePath) return ['teachingAgent'];
  const timed = bannerOrder.filter((key) => {
    const window = bannerWindows[key];
    return window !== null && isWithin(window, now);
  });
  const shown = new Set<BannerKey>(timed.length > 0 ? timed : ['teachingAgent']);
  for (const key of bannerOrder) if (bannerWindows[key] === null) shown.add(key);
  return bannerOrder.filter((key) => shown.has(key));
}

/** The carousel shows only on / and /pay/newindex (doc 000 §2.3). */
export function showsBannerCarousel(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === '/' || path === payPagePath;
}
