/** Paths the browser sends to the backend (doc 000 §7.1 base-path rule). */
export const API_PREFIXES = ['/newsite/', '/auth/', '/website/'] as const;

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
