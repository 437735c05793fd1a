import { describe, expect, it } from 'vitest';
import {
  bannerTimings, cookieRules, feedbackLimits, isMobileUserAgent, layout, quotaRules, requestLimits,
  scaledRootFontSize, scrollThresholds, shouldPrefetch, timings,
} from './constants';

describe('business constants', () => {
  it('pins the numbers of §9', () => {
    expect(requestLimits).toMatchObject({ timeoutMs: 300000, retryMax: 5, antiBotTokenReuseMs: 60000 });
    expect(feedbackLimits.maxImages).toBe(5);
    expect(feedbackLimits.maxImageBytes).toBe(2097152);
    expect(scrollThresholds).toEqual({ headerSearchPx: 500, backToTopPx: 1000, bottomTolerancePx: 5 });
    expect(bannerTimings.intervalsMs).toEqual({ one: 5000, two: 10000, many: 15000 });
    expect(quotaRules).toEqual({ dailyFreeOaDownloads: 10, newUserCouponYuan: 20 });
    expect(timings).toMatchObject({ suggestionDebounceMs: 100, listFetchDelayMs: 200, loadingBarDurationMs: 5000, loadingBarThrottleMs: 200 });
    expect(layout).toMatchObject({ contentMinWidthRem: 140, headerHeightRem: 6.6, sideBarWidthRem: 9.6, catalogueDialogWidthPx: 1000, certificateBadgeFontPx: 9 });
    expect(cookieRules).toEqual({ maxAgeSeconds: 31536000, deviceIdLength: 8 });
  });
  it('scales the font as width/120 up to 1200 px', () => {
    expect(scaledRootFontSize(1200)).toBe(10);
    expect(scaledRootFontSize(960)).toBe(8);
    expect(scaledRootFontSize(1201)).toBeNull();
  });
  it('skips prefetch on 2g or data saver', () => {
    expect(shouldPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(shouldPrefetch(undefined)).toBe(true);
  });
  it('detects mobile by user agent', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone) Mobile/15E148')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64)')).toBe(false);
  });
});
