import type { SearchRequest } from '@wenxian/api';
import { searchLabels } from '@wenxian/domain';
import { searchApi, useSearchJournalsQuery } from '../../features/search/searchApi';
import { definePage } from '../../routes/defineRoute';
import { searchPaths } from '../../routes/paths/search';
import { JournalCards } from '../entities/parts/JournalCards';
import {
  ENTITY_SEARCH_PAGE_SIZE,
  EntitySearchView,
  loadEntitySearch,
  useEntitySearchState,
  type EntitySearchState,
} from './parts/entitySearch';

const L = searchLabels.entitySearch.journal;

/** Journals (not articles) by name, ISSN, CN or host organisation (/journal/search). */
const requestOf = ({ text, page }: EntitySearchState): SearchRequest => ({
  conditions: [{ searchField: 'J', content: text }],
  pageNum: page,
  pageSize: ENTITY_SEARCH_PAGE_SIZE,
});

/** /journal/search?k=: journals whose name, ISSN, CN or host holds the text, each linking to its journal page. */
export function JournalNameSearchPage() {
  const state = useEntitySearchState();
  const query = useSearchJournalsQuery(requestOf(state), { skip: !state.text });
  return (
    <EntitySearchView labels={L} path={searchPaths.journalSearch.getHref()} state={state} query={query}>
      {(journals) => <JournalCards journals={journals} label={L.listLabel} />}
    </EntitySearchView>
  );
}

export const page = definePage({
  Component: JournalNameSearchPage,
  loader: ({ store, url }) =>
    loadEntitySearch(url, (state) => store.dispatch(searchApi.endpoints.searchJournals.initiate(requestOf(state)))),
  head: ({ data }) => ({ title: data.text ? `${data.text} - ${L.documentTitle}` : L.documentTitle }),
});
