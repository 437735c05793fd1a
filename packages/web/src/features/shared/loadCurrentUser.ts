import type { CurrentUser } from '@wenxian/api';
import type { AppStore } from '../../app/store';
import { settle } from '../../app/settle';
import { sessionApi } from './sessionApi';

/** The current user through the query cache (one call per page load, shared by guards, header and pages). */
export async function loadCurrentUser(store: AppStore): Promise<CurrentUser | null> {
  return (await settle(store.dispatch(sessionApi.endpoints.getCurrentUser.initiate()))).data ?? null;
}
