import { href } from 'react-router';
import type { ConferenceListQuery, ConferencePage } from '@wenxian/api';
import { searchLabels } from '@wenxian/domain';
import { CardList, ConferenceCard } from '../shared/ConferenceCards';
import { conferenceApi, useSearchConferencesQuery } from '../../features/conference/conferenceApi';
import { ENTITY_SEARCH_PAGE_SIZE, type EntitySearchState } from '../../features/search/entitySearch';
import { defineEntitySearchPage } from './searchViews/defineEntitySearchPage';

const L = searchLabels.entitySearch.conference;

/** /conference/search?k=: conferences whose name holds the text, newest first, as cards. */
const conferenceSearch = defineEntitySearchPage<ConferenceListQuery, ConferencePage['list'][number]>({
  labels: L,
  path: href('/conference/search'),
  queryOf: ({ text, page }: EntitySearchState): ConferenceListQuery => ({
    keyword: text,
    pageNum: page,
    pageSize: ENTITY_SEARCH_PAGE_SIZE,
  }),
  useQuery: useSearchConferencesQuery,
  initiate: (store, query) => store.dispatch(conferenceApi.endpoints.searchConferences.initiate(query)),
  renderList: (conferences) => (
    <CardList aria-label={L.listLabel}>
      {conferences.map((c) => (
        <ConferenceCard key={c.id} conference={c} />
      ))}
    </CardList>
  ),
});

export const ConferenceSearchPage = conferenceSearch.Component;
export const page = conferenceSearch.page;
