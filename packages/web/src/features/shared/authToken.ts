import { apiConfig } from '@wenxian/api';
import { cookieRules } from '@wenxian/domain';

/** The auth cookie the call layer clears on a login code (api config `authCookieNames`). */
export const AUTH_COOKIE = 'token';

/** Keeps the session token for the site (cookie max age 31536000 s, doc 000 §9). */
export function storeAuthToken(token: string): void {
  // The call layer's cookie store: the same jar it clears on a login code.
  apiConfig().cookies.set(AUTH_COOKIE, token, cookieRules.maxAgeSeconds);
}
