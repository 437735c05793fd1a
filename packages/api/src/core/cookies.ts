import { cookieRules, safeDecodeURIComponent } from '@wenxian/domain';
import type { CookieStore } from './config';

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
  // once the site is served over TLS (issue 11).
  const attributes = () => `path=/; samesite=lax${secure() ? '; secure' : ''}`;
  const read = (): Map<string, string> => {
    const jar = new Map<string, string>();
    for (const part of doc.cookie.split(';')) {
      const index = part.indexOf('=');
      if (index < 0) continue;
      const name = part.slice(0, index).trim();
      jar.set(name, safeDecodeURIComponent(part.slice(index + 1).trim()));
    }
    return jar;
  };
  return {
    get: (name) => read().get(name),
    set: (name, value, maxAgeSeconds = cookieRules.maxAgeSeconds) => {
      doc.cookie = `${name}=${encodeURIComponent(value)}; ${attributes()}; max-age=${maxAgeSeconds}`;
    },
    remove: (name) => {
      doc.cookie = `${name}=; ${attributes()}; max-age=0`;
    },
  };
}
