import { redirect } from 'react-router-dom';
import { verifyUrlSign } from '@wenxian/api';
import {
  authorGuard,
  checkSignedLink,
  conferenceGuard,
  hasSignedLinkQuery,
  isLoggedIn,
  loginRedirectUrl,
  managerGuard,
  parseQuery,
  routeAccess,
  type GuardResult,
} from '@wenxian/domain';
import type { AppStore } from '../../app/store';
import { loadCurrentUser } from '../shared/loadCurrentUser';

/** The `guard` column of routes.txt (doc 000 §6). */
export type Guard = 'none' | 'member' | 'author' | 'conference' | 'manager' | 'signed' | 'redirect';

/**
 * Runs a route's guard (doc 000 §6) with the domain's rules. It runs in the route's loader, so on a full page
 * load the server answers the redirect before any HTML, and on client navigation the router redirects.
 * Resolves when the visit may go on; throws React Router's redirect otherwise.
 */
export async function runGuard(guard: Guard, url: URL, store: AppStore): Promise<void> {
  if (guard === 'none' || guard === 'redirect') return;
  const user = await loadCurrentUser(store);
  const location = { pathname: url.pathname, search: url.search };
  const toLogin = () => loginRedirectUrl(`${url.pathname}${url.search}`, url.origin);
  let target: GuardResult = null;
  switch (guard) {
    case 'member': {
      const access = routeAccess(location, user, url.origin);
      target = access.kind === 'login' ? access.url : null;
      break;
    }
    case 'author':
      target = isLoggedIn(user) ? authorGuard(user) : toLogin();
      break;
    case 'conference':
      target = isLoggedIn(user) ? conferenceGuard(user) : toLogin();
      break;
    case 'manager': {
      // A visitor asking for the manager's own area (no id query) logs in first and comes back to the asked
      // page, where the guard decides again: a journal's manager lands on it, others on /manager/auth
      // (docs/decisions/manager.md).
      const query = parseQuery(url.search);
      target = isLoggedIn(user) || query.id ? managerGuard(user, query) : toLogin();
      break;
    }
    case 'signed':
      target = await signedLinkTarget(url, isLoggedIn(user), toLogin);
      break;
  }
  if (target) throw redirect(target);
}

/**
 * Signed document links (doc 000 §6, §8): a logged-in reader, or a visit without sign parameters (the
 * public abstract page), goes on; an anonymous visit with a sign goes on only when the client check and
 * the server's verification both pass, else to login.
 */
async function signedLinkTarget(url: URL, loggedIn: boolean, toLogin: () => string): Promise<GuardResult> {
  const query = parseQuery(url.search);
  if (loggedIn || !hasSignedLinkQuery(query)) return null;
  const check = checkSignedLink(url.pathname, query);
  if (!check.ok) return toLogin();
  const verified = await verifyUrlSign(check.payload).catch(() => false);
  return verified ? null : toLogin();
}
