/**
 * Minimal query-string reading and writing with the standard library only (domain has no DOM
 * types, so URLSearchParams is not available to it). Decoding follows
 * application/x-www-form-urlencoded: "+" is a space; malformed escapes are kept as written.
 */
export function parseQuery(search: string): Record<string, string> {
  // A prototype-free object: keys such as "__proto__" or "valueOf" are plain data here.
  const result: Record<string, string> = Object.create(null) as Record<string, string>;
  const text = search.startsWith('?') ? search.slice(1) : search;
  for (const part of text.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const key = decodeComponent(eq === -1 ? part : part.slice(0, eq));
    const value = eq === -1 ? '' : decodeComponent(part.slice(eq + 1));
    if (!Object.hasOwn(result, key)) result[key] = value;
  }
  return result;
}

/** Builds "?a=1&b=2" from entries, skipping undefined values; "" when nothing remains. */
export function buildQuery(entries: readonly (readonly [string, string | undefined])[]): string {
  const parts = entries
    .filter((entry): entry is readonly [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

function decodeComponent(text: string): string {
  return safeDecodeURIComponent(text.replace(/\+/g, ' '));
}

/** decodeURIComponent that keeps a malformed escape sequence as written instead of throwing. */
export function safeDecodeURIComponent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The origin ("https://host:port", lower case) of an absolute http(s) URL, else null. */
export function originOf(url: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(url);
  if (!match) return null;
  const [, scheme = '', authority = ''] = match;
  if (authority.includes('@')) return null;
  return `${scheme.toLowerCase()}://${authority.toLowerCase()}`;
}

/**
 * A path that stays on this site whatever it was given: a leading run of slashes, backslashes or blanks
 * would make a browser read `//evil.example/` (or `/\evil.example/`) as another host, so it becomes one `/`
 * (redirect targets are always same-origin paths).
 */
export function sameOriginPath(path: string): string {
  return `/${path.replace(/^[/\\\s]+/, '')}`;
}
