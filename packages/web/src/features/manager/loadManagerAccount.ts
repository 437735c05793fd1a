import { isManager } from '@wenxian/domain';
import { settle } from '../../app/settle';
import type { PageLoaderArgs } from '../../app/routeModule';
import { loadCurrentUser } from '../shared/loadCurrentUser';
import { managedJournalApi } from './managedJournalApi';
import { managerAccountApi } from './managerAccountApi';

/** The current user and, where a page shows it, the managed journal come with the first response. */
export async function loadManagerAccount({ store }: Pick<PageLoaderArgs, 'store'>): Promise<void> {
  const user = await loadCurrentUser(store);
  if (user) await settle(store.dispatch(managerAccountApi.endpoints.getManagerMemberInfo.initiate(user.memberId)));
  if (isManager(user))
    await settle(store.dispatch(managedJournalApi.endpoints.getPeriodical.initiate({ journalId: '' })));
}
