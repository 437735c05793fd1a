import DOMPurify, { type Config, type WindowLike } from 'dompurify';

/**
 * The one HTML sanitizer of the site (DOMPurify). In a browser it uses the page's window; the server
 * renderer has none, so it hands one in (a jsdom window) with `setSanitizerWindow` before rendering.
 */
let purifier = DOMPurify;
let parse: ((html: string) => string) | null =
  typeof DOMParser === 'undefined'
    ? null
    : (html) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

export function setSanitizerWindow(window: WindowLike & { DOMParser: typeof DOMParser }): void {
  purifier = DOMPurify(window);
  parse = (html) => new window.DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/** Server HTML reduced to what `config` allows, ready for dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string, config: Config): string {
  return purifier.sanitize(html, { ...config, RETURN_TRUSTED_TYPE: false }) as string;
}

/** The text of server HTML without any markup, for accessible names and plain-text places. */
export function textOfHtml(html: string): string {
  const clean = sanitizeHtml(html, { ALLOWED_TAGS: [], KEEP_CONTENT: true });
  return parse ? parse(clean) : clean;
}
