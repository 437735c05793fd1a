import { settle } from '../../app/settle';
import type { PageLoaderArgs } from '../../app/routeModule';
import { loadCurrentUser } from '../shared/loadCurrentUser';
import { CENTRE_PAGE_SIZE, centreListPageOf } from './centreListPage';

type Startable = { initiate: (arg: never) => unknown };

/**
 * A centre page's loader: the user (for memberId), then the page of the list the URL names, into the query
 * cache, so the first response is rendered with the list and the browser does not ask again.
 */
export function loadCentreList<Arg>(
  endpoint: Startable,
  argOf: (base: { pageNum: number; pageSize: number; memberId: string }) => Arg,
) {
  return async ({ store, url }: PageLoaderArgs): Promise<null> => {
    const user = await loadCurrentUser(store);
    if (!user) return null;
    const arg = argOf({ pageNum: centreListPageOf(url), pageSize: CENTRE_PAGE_SIZE, memberId: user.memberId });
    await settle(store.dispatch(endpoint.initiate(arg as never) as never) as never);
    return null;
  };
}
