/**
 * Download analytics event types (doc 000 §4.2, doc 001 §3). The rule that picks one for a
 * download lives with the download flow; this is the code table.
 */
export const downloadAnalyticsTypes = {
  normal: 1,
  type10005: 3,
  batch: 5,
  openAccess: 6,
  viaDoi: 10,
} as const;
export type DownloadAnalyticsType = (typeof downloadAnalyticsTypes)[keyof typeof downloadAnalyticsTypes];

/** The analytics event fires this long after the download starts. */
export const downloadAnalyticsDelayMs = 5000;
