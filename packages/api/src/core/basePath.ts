/**
 * Base-path rule (doc 000 §7.1): /newsite for most paths; empty for /auth/ paths and for the
 * conference audit upload paths under /website.
 */
export const DEFAULT_BASE_PATH = '/newsite';

export function basePathFor(path: string): string {
  return path.startsWith('/auth/') || path.startsWith('/website') ? '' : DEFAULT_BASE_PATH;
}

export function resolvePath(path: string): string {
  return `${basePathFor(path)}${path}`;
}
