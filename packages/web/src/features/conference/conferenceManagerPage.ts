import { conferenceLabels } from '@wenxian/domain';
import { settle } from '../../app/settle';
import type { PageLoaderArgs } from '../../app/routeModule';
import { auditRecordsApi } from './auditRecordsApi';
import { conferenceApi } from './conferenceApi';
import { loadManagedConferenceId } from './managedConference';

/** Every conference-manager page has the chosen conference's counts, records and profile in the first response. */
export async function loadConferenceManager({ store, url }: PageLoaderArgs): Promise<void> {
  const conferenceId = await loadManagedConferenceId(store, url);
  if (!conferenceId) return;
  await Promise.all([
    settle(store.dispatch(auditRecordsApi.endpoints.getAuditStateCount.initiate({ conferenceId }))),
    settle(store.dispatch(auditRecordsApi.endpoints.listAuditRecords.initiate({ conferenceId, pageSize: 100 }))),
    settle(store.dispatch(conferenceApi.endpoints.showConference.initiate(conferenceId))),
  ]);
}

/** A conference-manager page's title: the page's name within the manager's area. */
export const conferenceManagerHead = (title: string) => () => ({
  title: `${title} - ${conferenceLabels.manager.title}`,
  noindex: true,
});
