import { settle } from '../../app/settle';
import type { PageLoaderArgs } from '../../app/routeModule';
import { loadCurrentUser } from '../shared/loadCurrentUser';
import { discoverApi, SUBSCRIBED_JOURNALS } from './discoverApi';

/** Number of journals the hot and recommended lists show. */
export const JOURNALS_SHOWN = { pageNum: 1, pageSize: 12 } as const;

/** Loader of the hot / recommended journal pages: the list and the member's subscriptions, into the cache. */
export function loadSubscribableJournals(endpoint: 'getHotJournals' | 'getRecommendedJournals') {
  return async ({ store }: PageLoaderArgs): Promise<null> => {
    const user = await loadCurrentUser(store);
    if (!user) return null;
    await Promise.all([
      settle(store.dispatch(discoverApi.endpoints[endpoint].initiate(JOURNALS_SHOWN))),
      settle(store.dispatch(discoverApi.endpoints.getSubscribedJournals.initiate(SUBSCRIBED_JOURNALS))),
    ]);
    return null;
  };
}
