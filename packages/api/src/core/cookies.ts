import { parseCookie } from 'cookie';
import { cookieRules } from '@wenxian/domain';
import type { CookieStore } from './config';

/**
 * The one reading of a Cookie header (or `document.cookie`) in the tree, through the `cookie` package: values
 * are URI-decoded where they can be and kept as written where they cannot (`x=%`), and pairs without a name
 * or value are skipped, so one malformed cookie on the domain never breaks a page or a call.
 */
export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const [name, value] of Object.entries(parseCookie(header ?? ''))) {
    if (name && value !== undefined) jar[name] = value;
  }
  return jar;
}

/**
 * A cookie store over `document.cookie` for the browser (pass it to `configureApi({ cookies })`).
 * Values are URI-encoded; cookies live on path `/` for the spec's max age (31536000 s) unless told,
 * SameSite=Lax, and Secure when the page is served over HTTPS.
 */
export function documentCookieStore(
  doc: Pick<Document, 'cookie'> = globalThis.document,
  secure: () => boolean = () => globalThis.location?.protocol === 'https:',
): CookieStore {
  // Lax keeps the cookies off cross-site subrequests and form posts; Secure keeps them off plain HTTP
  // once the site is served over TLS.
  const attributes = () => `path=/; samesite=lax${secure() ? '; secure' : ''}`;
  return {
    get: (name) => parseCookieHeader(doc.cookie)[name],
    set: (name, value, maxAgeSeconds = cookieRules.maxAgeSeconds) => {
      doc.cookie = `${name}=${encodeURIComponent(value)}; ${attributes()}; max-age=${maxAgeSeconds}`;
    },
    remove: (name) => {
      doc.cookie = `${name}=; ${attributes()}; max-age=0`;
    },
  };
}
