import type { AppStore } from '../../app/store';
import { sessionApi } from '../shared/sessionApi';

/**
 * A visitor who brings no auth token is anonymous: the current user (userInfobyToken asks whose a token is) is
 * known to be nobody without asking. For server renders, where the request's cookies are the whole session;
 * the page's state then holds the same answer the call would have given.
 */
export function settleAnonymousVisitor(store: AppStore): Promise<unknown> {
  return store.dispatch(sessionApi.util.upsertQueryData('getCurrentUser', undefined, null));
}
