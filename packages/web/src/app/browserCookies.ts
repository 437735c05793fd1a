import type { CookieStore } from '@wenxian/api';

/** The call layer's cookie store over document.cookie (site-wide path, Lax). */
export const browserCookies: CookieStore = {
  get(name) {
    const prefix = `${encodeURIComponent(name)}=`;
    const entry = document.cookie.split('; ').find((c) => c.startsWith(prefix));
    return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
  },
  set(name, value, maxAgeSeconds) {
    const maxAge = maxAgeSeconds === undefined ? '' : `; max-age=${maxAgeSeconds}`;
    document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; SameSite=Lax${maxAge}`;
  },
  remove(name) {
    document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0`;
  },
};
