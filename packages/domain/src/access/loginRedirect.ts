import { globalDefaults } from '../codes/constants/globalDefaults';
import { buildQuery, originOf } from '../url/queryString';

export const loginPath = '/account';

/**
 * The return address for login, kept on the site's own origin: a same-origin absolute URL is
 * kept, a site path ("/x?y") is made absolute, anything else (other origins, "//host",
 * "javascript:") falls back to the site root.
 */
export function sameOriginReturnUrl(returnTo: string | null | undefined, siteOrigin: string): string {
  const origin = originOf(siteOrigin) ?? siteOrigin.replace(/\/+$/, '');
  const target = (returnTo ?? '').trim();
  if (/^\/(?![/\\])/.test(target)) return `${origin}${target}`;
  if (originOf(target) === origin) return target;
  return `${origin}/`;
}

/**
 * The login address (doc 000 §4.1, §6): /account with the return URL as `serve` and
 * appCode 101.
 */
export function loginRedirectUrl(returnTo: string | null | undefined, siteOrigin: string): string {
  return `${loginPath}${buildQuery([
    ['serve', sameOriginReturnUrl(returnTo, siteOrigin)],
    ['appCode', String(globalDefaults.appCode)],
  ])}`;
}
