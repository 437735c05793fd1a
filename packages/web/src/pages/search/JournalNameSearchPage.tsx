import { href } from 'react-router';
import type { JournalSearchResult, SearchRequest } from '@wenxian/api';
import { searchLabels } from '@wenxian/domain';
import { searchApi, useSearchJournalsQuery } from '../../features/search/searchApi';
import { JournalCards } from '../shared/JournalCards';
import { nameSearchRequest } from '../../features/search/entitySearch';
import { defineEntitySearchPage } from './searchViews/defineEntitySearchPage';

const L = searchLabels.entitySearch.journal;

/** /journal/search?k=: journals (not articles) whose name, ISSN, CN or host holds the text, as cards. */
const journalSearch = defineEntitySearchPage<SearchRequest, JournalSearchResult['list'][number]>({
  labels: L,
  path: href('/journal/search'),
  queryOf: nameSearchRequest('J'),
  useQuery: useSearchJournalsQuery,
  initiate: (store, request) => store.dispatch(searchApi.endpoints.searchJournals.initiate(request)),
  renderList: (journals) => <JournalCards journals={journals} label={L.listLabel} />,
});

export const JournalNameSearchPage = journalSearch.Component;
export const page = journalSearch.page;
