import { describe, expect, it } from 'vitest';
import {
  bannerTimings,
  cookieRules,
  feedbackLimits,
  layout,
  quotaRules,
  requestLimits,
  scrollThresholds,
  timings,
} from './businessLimits';

describe('business constants', () => {
  it('pins the numbers of §9', () => {
    expect(requestLimits).toMatchObject({ timeoutMs: 300000, retryMax: 5, antiBotTokenReuseMs: 60000 });
    expect(feedbackLimits.maxImages).toBe(5);
    expect(feedbackLimits.maxImageBytes).toBe(2097152);
    expect(scrollThresholds).toEqual({ headerSearchPx: 500, backToTopPx: 1000, bottomTolerancePx: 5 });
    expect(bannerTimings.intervalsMs).toEqual({ one: 5000, two: 10000, many: 15000 });
    expect(quotaRules).toEqual({ dailyFreeOaDownloads: 10, newUserCouponYuan: 20 });
    expect(timings).toMatchObject({
      suggestionDebounceMs: 100,
      listFetchDelayMs: 200,
      loadingBarDurationMs: 5000,
      loadingBarThrottleMs: 200,
    });
    expect(layout).toMatchObject({
      contentMinWidthRem: 140,
      headerHeightRem: 6.6,
      sideBarWidthRem: 9.6,
      catalogueDialogWidthPx: 1000,
      certificateBadgeFontPx: 9,
    });
    expect(cookieRules).toMatchObject({ maxAgeSeconds: 31536000, deviceIdLength: 8 });
  });
});
