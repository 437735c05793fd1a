/**
 * Base-path rule (doc 000 §7.1): /newsite for most paths; empty for /auth/ paths and for the
 * conference audit upload paths under /website/.
 */
export const DEFAULT_BASE_PATH = '/newsite';
const UNPREFIXED = ['/auth/', '/website/'] as const;

export function basePathFor(path: string): string {
  return UNPREFIXED.some((prefix) => path.startsWith(prefix)) ? '' : DEFAULT_BASE_PATH;
}

export function resolvePath(path: string): string {
  return `${basePathFor(path)}${path}`;
}

/** Where the call layer's requests land on the site's origin: what the site server hands to the backend. */
export const BACKEND_PATH_PREFIXES = [`${DEFAULT_BASE_PATH}/`, ...UNPREFIXED] as const;

export function isBackendPath(pathname: string): boolean {
  return BACKEND_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
