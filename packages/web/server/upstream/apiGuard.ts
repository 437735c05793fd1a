/**
 * API paths the proxy refuses (400) before anything is forwarded: a `;` (path parameters some servers
 * honour), an encoded `/` or `\`, a raw `\`, or a dot segment (raw or encoded) — each is a way to make the
 * upstream see a different path than the one we checked. Tested on the raw request target, before any
 * URL parser has normalised it.
 */
export function isUnsafeApiTarget(rawTarget: string): boolean {
  const path = rawTarget.split('?')[0] ?? '';
  if (/[;\\]|%2f|%5c|%3b/i.test(path)) return true;
  return path.split('/').some((segment) => /^(?:\.|%2e){2}$/i.test(segment));
}
