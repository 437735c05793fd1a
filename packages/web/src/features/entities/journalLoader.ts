import type { Params } from 'react-router-dom';
import { journalPageDescription } from '@wenxian/domain';
import { settle } from '../../app/settle';
import type { AppStore } from '../../app/store';
import { journalsApi } from './journalsApi';
import { loadAll, requireFound } from './entityLoaders';
import { journalIdOf } from './journalPageArgs';

type Requests = Parameters<typeof loadAll>[0];

/**
 * The loader of a journal sub-page: the journal itself (a 404 becomes the not-found page with its
 * status) and the page's own queries, all at once. Returns what the head needs: the name and the description of
 * the journal's facts (domain `journalPageDescription`).
 */
export async function loadJournalPage(store: AppStore, params: Params, requests: (id: string) => Requests) {
  const id = journalIdOf(params);
  const [journal] = await Promise.all([
    settle(store.dispatch(journalsApi.endpoints.showJournal.initiate({ id }))),
    loadAll(requests(id)),
  ]);
  requireFound(journal);
  const name = journal.data?.name ?? '';
  return { id, name, description: journal.data ? journalPageDescription(journal.data) : name };
}
