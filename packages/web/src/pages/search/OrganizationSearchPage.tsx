import type { SearchRequest } from '@wenxian/api';
import { formatLargeCount, searchLabels } from '@wenxian/domain';
import { SiteLink } from '@wenxian/ui';
import { entitiesApi, useSearchOrganizationsQuery } from '../../features/entities/entitiesApi';
import { definePage } from '../../routes/defineRoute';
import { searchPaths } from '../../routes/paths/search';
import { entityHref } from '../entities/parts/links';
import {
  ENTITY_SEARCH_PAGE_SIZE,
  EntityRows,
  EntitySearchView,
  loadEntitySearch,
  useEntitySearchState,
  type EntitySearchState,
} from './parts/entitySearch';

const L = searchLabels.entitySearch;
const O = L.organization;

/** Organisations whose name holds the text, most published first. */
const requestOf = ({ text, page }: EntitySearchState): SearchRequest => ({
  conditions: [{ searchField: 'S', content: text }],
  pageNum: page,
  pageSize: ENTITY_SEARCH_PAGE_SIZE,
});

/**
 * /organization/search?k=: the organization layout's banner carries the search box (an empty one warns
 * 请输入检索内容 there), so the page shows the organisations found, each linking to its page.
 */
export function OrganizationSearchPage() {
  const state = useEntitySearchState();
  const query = useSearchOrganizationsQuery(requestOf(state), { skip: !state.text });
  return (
    <EntitySearchView
      labels={O}
      path={searchPaths.organizationSearch.getHref()}
      state={state}
      query={query}
      withForm={false}
    >
      {(organizations) => (
        <EntityRows aria-label={O.listLabel}>
          {organizations.map((o) => (
            <li key={o.id}>
              <SiteLink href={entityHref.organization(o.id, o.isVirtual)}>{o.name}</SiteLink>
              <p>
                {L.literatureCount} {formatLargeCount(o.literatureCount)} · {L.citedCount}{' '}
                {formatLargeCount(o.citedCount)}
                {o.isVirtual ? ` · ${O.virtual}` : ''}
              </p>
            </li>
          ))}
        </EntityRows>
      )}
    </EntitySearchView>
  );
}

export const page = definePage({
  Component: OrganizationSearchPage,
  loader: ({ store, url }) =>
    loadEntitySearch(url, (state) =>
      store.dispatch(entitiesApi.endpoints.searchOrganizations.initiate(requestOf(state))),
    ),
  head: ({ data }) => ({ title: data.text ? `${data.text} - ${O.documentTitle}` : O.documentTitle }),
});
