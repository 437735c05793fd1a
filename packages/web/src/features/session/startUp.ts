import type { AppStore } from '../../app/store';
import { settle } from '../../app/settle';
import { siteConfigApi } from '../shared/siteConfigApi';
import { siteApi } from '../shared/siteApi';
import { sessionApi } from '../shared/sessionApi';

/**
 * The start-up calls of doc 000 §7.2, in parallel, each failing silently: the current user, the config list
 * and the server time. On the server their answers go to the browser with the page, so the header, footer
 * and guards render the same there and here without asking again.
 */
export async function loadStartUp(store: AppStore): Promise<null> {
  const requests = [
    store.dispatch(sessionApi.endpoints.getCurrentUser.initiate()),
    store.dispatch(siteConfigApi.endpoints.getConfigGroups.initiate()),
    store.dispatch(siteApi.endpoints.getServerTime.initiate()),
  ];
  await Promise.allSettled(requests.map(settle));
  return null;
}
