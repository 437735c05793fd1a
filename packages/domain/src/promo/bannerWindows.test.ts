import { describe, expect, it } from 'vitest';
import { beijingTime } from '../time/beijingTime';
import { siteBanners } from './bannerSlides';
import { activeBanners, bannerOrder, bannerWindows, showsBannerCarousel } from './bannerWindows';

const at = (...args: Parameters<typeof beijingTime>) => beijingTime(...args);

describe('the banner keys', () => {
  it('are one list, each key once, that the windows and the slides follow', () => {
    expect(new Set(bannerOrder).size).toBe(bannerOrder.length);
    expect(Object.keys(bannerWindows).sort()).toEqual([...bannerOrder].sort());
    expect(Object.keys(siteBanners).sort()).toEqual([...bannerOrder].sort());
    for (const key of bannerOrder) expect(siteBanners[key].id).toBe(key);
  });
});

describe('activeBanners', () => {
  it('opens double promotion at 2025-11-03 09:00 and closes it after 23:59:59 on 11-30', () => {
    expect(activeBanners(at(2025, 11, 3, 8, 59, 59), '/')).not.toContain('doublePromotion');
    expect(activeBanners(at(2025, 11, 3, 9), '/')).toContain('doublePromotion');
    expect(activeBanners(at(2025, 11, 30, 23, 59, 59), '/')).toContain('doublePromotion');
    expect(activeBanners(at(2025, 12, 1), '/')).not.toContain('doublePromotion');
  });
  it('runs partner membership until 2025-12-31 24:00', () => {
    expect(activeBanners(at(2025, 9, 16, 9, 59), '/')).not.toContain('partnerMembership');
    expect(activeBanners(at(2025, 12, 31, 23, 59, 59), '/')).toEqual(['partnerMembership', 'titlePackage', 'ai']);
    expect(activeBanners(at(2026, 1, 1), '/')).toEqual(['teachingAgent', 'titlePackage', 'ai']);
  });
  it('runs research platform 2025-09-04 10:00 to 2025-11-04 24:00', () => {
    expect(activeBanners(at(2025, 9, 4, 10), '/')).toContain('researchPlatform');
    expect(activeBanners(at(2025, 11, 4, 23, 59), '/')).toContain('researchPlatform');
    expect(activeBanners(at(2025, 11, 5), '/')).not.toContain('researchPlatform');
  });
  it('runs teaching agent 2025-10-29 10:00 to 2025-11-30 23:59:59', () => {
    expect(activeBanners(at(2025, 10, 29, 9, 59), '/')).not.toContain('teachingAgent');
    expect(activeBanners(at(2025, 10, 29, 10), '/')).toEqual([
      'partnerMembership',
      'researchPlatform',
      'teachingAgent',
      'titlePackage',
      'ai',
    ]);
  });
  it('runs scientific display 2025-07-15 through 2025-08-15', () => {
    expect(activeBanners(at(2025, 7, 15), '/')).toEqual(['scientificDisplay', 'titlePackage', 'ai']);
    expect(activeBanners(at(2025, 8, 15, 23, 59), '/')).toContain('scientificDisplay');
    expect(activeBanners(at(2025, 8, 16), '/')).toEqual(['teachingAgent', 'titlePackage', 'ai']);
  });
  it('falls back to teaching agent when nothing time-limited is active', () => {
    expect(activeBanners(at(2024, 1, 1), '/')).toEqual(['teachingAgent', 'titlePackage', 'ai']);
  });
  it('shows only teaching agent on /pay/newindex', () => {
    expect(activeBanners(at(2025, 11, 10), '/pay/newindex')).toEqual(['teachingAgent']);
    expect(activeBanners(at(2024, 1, 1), '/pay/newindex/')).toEqual(['teachingAgent']);
  });
});

it('shows the carousel on / and /pay/newindex only', () => {
  expect(showsBannerCarousel('/')).toBe(true);
  expect(showsBannerCarousel('/pay/newindex')).toBe(true);
  expect(showsBannerCarousel('/pay')).toBe(false);
  expect(showsBannerCarousel('/journal')).toBe(false);
});
