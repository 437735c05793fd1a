/** Business constants and limits of doc 000 §9 and doc 001 §9, grouped by concern. */
export const requestLimits = {
  timeoutMs: 300_000,
  retryMax: 5,
  antiBotTokenReuseMs: 60_000,
  behaviorLogBatchSize: 10,
  behaviorLogIntervalMs: 1000,
} as const;

export const feedbackLimits = {
  maxImages: 5,
  maxImageBytes: 2_097_152,
  allowedImageTypes: ['jpg', 'png', 'gif', 'webp', 'psd', 'tif', 'bmp', 'jpeg'],
} as const;

export const scrollThresholds = {
  headerSearchPx: 500,
  backToTopPx: 1000,
  bottomTolerancePx: 5,
} as const;

export const bannerTimings = {
  intervalsMs: { one: 5000, two: 10_000, many: 15_000 },
  countdownMs: 10_000,
} as const;

export const quotaRules = {
  dailyFreeOaDownloads: 10,
  newUserCouponYuan: 20,
} as const;

export const timings = {
  suggestionDebounceMs: 100,
  listFetchDelayMs: 200,
  loadingBarDurationMs: 5000,
  loadingBarThrottleMs: 200,
  chunkReloadMinIntervalMs: 60_000,
  safetyCheckSuccessCloseMs: 200,
  safetyCheckErrorResetMs: 1000,
} as const;

export const layout = {
  contentMinWidthRem: 140,
  /** The pages' centred content column inside the content width (ours; the spec gives only the minimum). */
  contentColumnRem: 120,
  headerHeightRem: 6.6,
  sideBarWidthRem: 9.6,
  /** Font size scales as width/120 when the width is at most this. */
  fontScaleMaxWidthPx: 1200,
  fontScaleDivisor: 120,
  catalogueDialogWidthPx: 1000,
  certificateBadgeFontPx: 9,
} as const;

export const cookieRules = {
  maxAgeSeconds: 31_536_000,
  deviceIdLength: 8,
  /** The device id cookie's name (not shown in the spec; docs/decisions/web.md). */
  deviceIdCookie: 'deviceId',
} as const;
