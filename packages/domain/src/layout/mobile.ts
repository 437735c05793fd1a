/** Mobile is detected by a user agent containing "mobile", any case (doc 000 §9). */
export function isMobileUserAgent(userAgent: string): boolean {
  return /mobile/i.test(userAgent);
}
