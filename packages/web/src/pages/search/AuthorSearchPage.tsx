import type { SearchRequest } from '@wenxian/api';
import { searchLabels } from '@wenxian/domain';
import { entitiesApi, useSearchAuthorsQuery } from '../../features/entities/entitiesApi';
import { definePage } from '../../routes/defineRoute';
import { searchPaths } from '../../routes/paths/search';
import { AuthorCards } from '../entities/parts/AuthorCards';
import {
  ENTITY_SEARCH_PAGE_SIZE,
  EntitySearchView,
  loadEntitySearch,
  useEntitySearchState,
  type EntitySearchState,
} from './parts/entitySearch';

const L = searchLabels.entitySearch.author;

/** Authors by name or by the organisation they write for, most cited first. */
const requestOf = ({ text, page }: EntitySearchState): SearchRequest => ({
  conditions: [{ searchField: 'A', content: text }],
  pageNum: page,
  pageSize: ENTITY_SEARCH_PAGE_SIZE,
});

/** /author/search?k=: authors as cards, each linking to the author's page. */
export function AuthorSearchPage() {
  const state = useEntitySearchState();
  const query = useSearchAuthorsQuery(requestOf(state), { skip: !state.text });
  return (
    <EntitySearchView labels={L} path={searchPaths.authorSearch.getHref()} state={state} query={query}>
      {(authors) => <AuthorCards authors={authors} label={L.listLabel} />}
    </EntitySearchView>
  );
}

export const page = definePage({
  Component: AuthorSearchPage,
  loader: ({ store, url }) =>
    loadEntitySearch(url, (state) => store.dispatch(entitiesApi.endpoints.searchAuthors.initiate(requestOf(state)))),
  head: ({ data }) => ({ title: data.text ? `${data.text} - ${L.documentTitle}` : L.documentTitle }),
});
