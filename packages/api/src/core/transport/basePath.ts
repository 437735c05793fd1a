/**
 * Base-path rule (doc 000 §7.1): /newsite for most paths; empty for /auth/ paths and for the
 * conference audit upload paths under /website/.
 */
export const DEFAULT_BASE_PATH = '/newsite';
const UNPREFIXED = ['/auth/', '/website/'] as const;

export function basePathFor(path: string): string {
  return UNPREFIXED.some((prefix) => path.startsWith(prefix)) ? '' : DEFAULT_BASE_PATH;
}

/**
 * The request path of a call path. A link the server answered with its base path already in it (a download or
 * reading link: /newsite/commonOpenUp/…) is used as it is, not prefixed twice.
 */
export function resolvePath(path: string): string {
  if (path.startsWith(`${DEFAULT_BASE_PATH}/`)) return path;
  return `${basePathFor(path)}${path}`;
}

/** The path that is signed: base path applied, origin and query removed. */
export function signingPath(url: string): string {
  const withoutQuery = url.split('?')[0] ?? url;
  return /^https?:/.test(withoutQuery) ? new URL(withoutQuery).pathname : withoutQuery;
}

/** Where the call layer's requests land on the site's origin: what the site server hands to the backend. */
export const BACKEND_PATH_PREFIXES = [`${DEFAULT_BASE_PATH}/`, ...UNPREFIXED] as const;

export function isBackendPath(pathname: string): boolean {
  return BACKEND_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** The pattern of a call path on any origin: how msw handlers (the simulation's, the tests') match a call. */
export function apiPath(path: string): string {
  return `*${resolvePath(path)}`;
}
