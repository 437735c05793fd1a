import { bannerTimings } from '../codes/constants/businessLimits';
import { isHomePath } from '../links/siteLinks';
import { beijingTime } from '../time/beijingTime';
import { isWithin, type TimeWindow } from './timeWindow';

/** Header banner window (doc 000 §4.7): 2025-02-25 10:00 to the end of 2025-03-31, Beijing time. */
export const headerBannerWindow: TimeWindow = { start: beijingTime(2025, 2, 25, 10), end: beijingTime(2025, 4, 1) };

/** It auto-closes after 10 s (or on click). */
export const headerBannerAutoCloseMs = bannerTimings.countdownMs;

/** The header banner shows on the home page inside its window, unless already closed. */
export function showsHeaderBanner(now: number, pathname: string, closed = false): boolean {
  return !closed && isHomePath(pathname) && isWithin(headerBannerWindow, now);
}
