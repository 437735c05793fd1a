import { cookieRules, safeDecodeURIComponent } from '@wenxian/domain';
import type { CookieStore } from './config';

/**
 * A cookie store over `document.cookie` for the browser (pass it to `configureApi({ cookies })`).
 * Values are URI-encoded; cookies live on path `/` for the spec's max age (31536000 s) unless told.
 */
export function documentCookieStore(doc: Pick<Document, 'cookie'> = globalThis.document): CookieStore {
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
      doc.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}`;
    },
    remove: (name) => {
      doc.cookie = `${name}=; path=/; max-age=0`;
    },
  };
}
