/** Application-links cookie (doc 000 §9): default ids and lifetime. */
export const appLinksDefaultIds = [1, 41, 8, 7, 5] as const;
export const appLinksCookieDays = 1825;

/**
 * The ids held in the cookie (comma separated), or the defaults when the cookie is missing or
 * holds no valid id.
 */
export function appLinkIds(cookieValue: string | null | undefined): number[] {
  const ids = (cookieValue ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
  return ids.length > 0 ? ids : [...appLinksDefaultIds];
}
