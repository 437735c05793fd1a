import { globalDefaults } from '../codes/constants/globalDefaults';
import { buildQuery } from '../url/queryString';
import { sameOriginReturnUrl } from './loginRedirect';

export const registerPath = '/account/register';

/**
 * Register opens the login provider's register page with a return address and an optional
 * identity query parameter (doc 000 §2.3); like login it carries serve and appCode 101.
 */
export function registerRedirectUrl(
  returnTo: string | null | undefined,
  siteOrigin: string,
  identity?: string,
): string {
  return `${registerPath}${buildQuery([
    ['serve', sameOriginReturnUrl(returnTo, siteOrigin)],
    ['appCode', String(globalDefaults.appCode)],
    ['identity', identity || undefined],
  ])}`;
}
