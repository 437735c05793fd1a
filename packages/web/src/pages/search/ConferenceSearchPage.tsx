import type { ConferenceListQuery } from '@wenxian/api';
import { searchLabels } from '@wenxian/domain';
import { definePage } from '../../routes/defineRoute';
import { searchPaths } from '../../routes/paths/search';
import { ConferenceCard } from '../conference/ConferenceCard';
import { conferenceApi, useSearchConferencesQuery } from '../conference/conferenceApi';
import { CardList } from '../conference/conference.styles';
import {
  ENTITY_SEARCH_PAGE_SIZE,
  EntitySearchView,
  loadEntitySearch,
  useEntitySearchState,
  type EntitySearchState,
} from './parts/entitySearch';

const L = searchLabels.entitySearch.conference;

/** Conferences whose name holds the text, newest first. */
const queryOf = ({ text, page }: EntitySearchState): ConferenceListQuery => ({
  keyword: text,
  pageNum: page,
  pageSize: ENTITY_SEARCH_PAGE_SIZE,
});

/** /conference/search?k=: conferences as cards, each linking to its conference page. */
export function ConferenceSearchPage() {
  const state = useEntitySearchState();
  const query = useSearchConferencesQuery(queryOf(state), { skip: !state.text });
  return (
    <EntitySearchView labels={L} path={searchPaths.conferenceSearch.getHref()} state={state} query={query}>
      {(conferences) => (
        <CardList aria-label={L.listLabel}>
          {conferences.map((c) => (
            <ConferenceCard key={c.id} conference={c} />
          ))}
        </CardList>
      )}
    </EntitySearchView>
  );
}

export const page = definePage({
  Component: ConferenceSearchPage,
  loader: ({ store, url }) =>
    loadEntitySearch(url, (state) =>
      store.dispatch(conferenceApi.endpoints.searchConferences.initiate(queryOf(state))),
    ),
  head: ({ data }) => ({ title: data.text ? `${data.text} - ${L.documentTitle}` : L.documentTitle }),
});
