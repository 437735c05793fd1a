import { href } from 'react-router';
import type { OrganizationPage, SearchRequest } from '@wenxian/api';
import { formatLargeCount, searchLabels } from '@wenxian/domain';
import { SiteLink } from '@wenxian/ui';
import { organizationsApi, useSearchOrganizationsQuery } from '../../features/entities/organizationsApi';
import { entityHref } from '../../features/entities/entityLinks';
import { nameSearchRequest } from '../../features/search/entitySearch';
import { defineEntitySearchPage } from './searchViews/defineEntitySearchPage';
import { EntityRows } from './searchViews/EntitySearchView';

const L = searchLabels.entitySearch;
const O = L.organization;

/**
 * /organization/search?k=: organisations whose name holds the text, most published first, each linking to its
 * page. The organization layout's banner carries the search box (an empty one warns 请输入检索内容 there).
 */
const organizationSearch = defineEntitySearchPage<SearchRequest, OrganizationPage['list'][number]>({
  labels: O,
  path: href('/organization/search'),
  queryOf: nameSearchRequest('S'),
  useQuery: useSearchOrganizationsQuery,
  initiate: (store, request) => store.dispatch(organizationsApi.endpoints.searchOrganizations.initiate(request)),
  withForm: false,
  renderList: (organizations) => (
    <EntityRows aria-label={O.listLabel}>
      {organizations.map((o) => (
        <li key={o.id}>
          <SiteLink href={entityHref.organization(o.id, o.isVirtual)}>{o.name}</SiteLink>
          <p>
            {L.literatureCount} {formatLargeCount(o.literatureCount)} · {L.citedCount} {formatLargeCount(o.citedCount)}
            {o.isVirtual ? ` · ${O.virtual}` : ''}
          </p>
        </li>
      ))}
    </EntityRows>
  ),
});

export const OrganizationSearchPage = organizationSearch.Component;
export const page = organizationSearch.page;
