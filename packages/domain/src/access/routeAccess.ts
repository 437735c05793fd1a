import { isLoggedIn, type SessionUser } from '../session/sessionUser';
import { parseQuery } from '../url/queryString';
import { loginRedirectUrl } from './loginRedirect';
import { isMembersOnlyPath } from './membersOnly';

export type RouteAccess = { kind: 'allow' } | { kind: 'login'; url: string };

/**
 * The login middleware's decision for one navigation (doc 000 §6): members-only paths need a
 * logged-in user — or a ticket in the URL, which start-up exchanges for a token — else the
 * visit goes to the login address with this page as the return URL.
 */
export function routeAccess(
  location: { pathname: string; search: string },
  user: SessionUser | null | undefined,
  siteOrigin: string,
): RouteAccess {
  if (!isMembersOnlyPath(location.pathname)) return { kind: 'allow' };
  if (isLoggedIn(user) || parseQuery(location.search).ticket) return { kind: 'allow' };
  return { kind: 'login', url: loginRedirectUrl(`${location.pathname}${location.search}`, siteOrigin) };
}
