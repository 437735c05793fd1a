/**
 * Download paths. The spec does not show the download request or the over-limit follow-up
 * (doc 001 §7 "Calls whose path is not shown"); these names are decided here.
 */
export const DOWNLOAD_PATHS = {
  request: '/download/literature',
  overLimitFollowUp: '/download/over-limit-follow-up',
} as const;
