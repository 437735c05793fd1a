/** Paths of the safety and site area (doc 001 §7 "Safety and site", doc 000 §7.2). */
export const SITE_PATHS = {
  serverTime: '/server-time',
  safetyCheckImage: '/captcha/get',
  safetyCheckVerify: '/captcha/check',
  imageCheck: '/image-check',
  verifyUrlSign: '/spider/verifyUrlSign',
  saveError: '/web-save-error',
  /** The start-up config list; the spec does not name its path (doc 000 §7.2). */
  configList: '/commonOpenUp/getHomeConfigList',
  /** Device code at start-up; the spec names no path, /loadCodeUid is the catalogue's device-code call. */
  deviceCode: '/loadCodeUid',
} as const;
