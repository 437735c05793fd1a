import { bannerTimings } from '../codes/constants/businessLimits';

/**
 * Carousel interval (doc 000 §4.7): 15 s with more than 2 banners, 10 s with 2, 5 s with 1;
 * nothing rotates without banners (null).
 */
export function carouselIntervalMs(bannerCount: number): number | null {
  if (bannerCount > 2) return bannerTimings.intervalsMs.many;
  if (bannerCount === 2) return bannerTimings.intervalsMs.two;
  if (bannerCount === 1) return bannerTimings.intervalsMs.one;
  return null;
}
