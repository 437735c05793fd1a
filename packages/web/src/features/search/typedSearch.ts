import { data } from 'react-router-dom';
import { href } from 'react-router';
import type { AggregationRequest, SearchRequest } from '@wenxian/api';
import { buildSearchPageQuery, pageStatusOf, parseSearchPageUrl, type SearchPageState } from '@wenxian/domain';
import { settle } from '../../app/settle';
import type { AppStore } from '../../app/store';
import { pageErrorOf } from '../shared/pageError';
import { searchApi, searchRequestOf } from './searchApi';
import { loadHotSearch } from './hotSearchApi';

/**
 * The type-specific search entries (doc 000 §2.1, §2.6, §4.5): a search box restricted to one document type,
 * with the facets that type has, results from the same /search call as /search. Without text (the search call
 * refuses an empty query) the page offers this week's hot searches, each run within the type.
 */
export type TypedSearchKind = 'degree' | 'patent' | 'standard';

type KindConfig = {
  typeId: number;
  variant: 'default' | 'patent' | 'standard';
  href: () => string;
  /** Facets of this type (codes of the condition filters, doc 001 §3), asked explicitly. */
  aggs: readonly AggregationRequest[];
};

export const typedSearchKinds: Readonly<Record<TypedSearchKind, KindConfig>> = {
  degree: {
    typeId: 2,
    variant: 'default',
    href: () => href('/degree/search'),
    aggs: [
      { code: 'thesisType', size: 5 },
      { code: 'Y', size: 5 },
      { code: 'O', size: 5 },
      { code: 'C', size: 5 },
    ],
  },
  patent: {
    typeId: 5,
    variant: 'patent',
    href: () => href('/patent'),
    aggs: [
      { code: 'Y', size: 5 },
      { code: 'O', size: 5 },
      { code: 'C', size: 5 },
    ],
  },
  standard: {
    typeId: 6,
    variant: 'standard',
    href: () => href('/standard'),
    // 作废 / 现行 first: the status is what a standard's reader filters by before anything else.
    aggs: [
      { code: 'standardStatus', size: 2 },
      { code: 'standardType', size: 5 },
      { code: 'Y', size: 5 },
      { code: 'C', size: 5 },
    ],
  },
};

/** The page's state from its address (the /search keys; the type is the page's own, never the address's). */
export function typedStateOf(kind: TypedSearchKind, search: string): SearchPageState {
  return { ...parseSearchPageUrl(search), typeId: typedSearchKinds[kind].typeId };
}

export function typedHref(kind: TypedSearchKind, state: SearchPageState): string {
  return `${typedSearchKinds[kind].href()}${buildSearchPageQuery({ ...state, typeId: null })}`;
}

export const typedRequestOf = (state: SearchPageState): SearchRequest => searchRequestOf(state);
export const typedFacetRequestOf = (kind: TypedSearchKind, state: SearchPageState): SearchRequest => ({
  ...searchRequestOf(state),
  pageNum: 1,
  agsList: [...typedSearchKinds[kind].aggs],
});

/** The loader of a type page: results and facets with the first response; a failure keeps the page, with its status. */
export async function loadTypedSearch(kind: TypedSearchKind, store: AppStore, url: URL) {
  const state = typedStateOf(kind, url.search);
  if (!state.text) {
    await loadHotSearch(store);
    return { text: '' };
  }
  const { error } = await settle(store.dispatch(searchApi.endpoints.search.initiate(typedRequestOf(state))));
  if (error) return data({ text: state.text }, { status: pageStatusOf(pageErrorOf(error)) });
  await settle(store.dispatch(searchApi.endpoints.searchAggs.initiate(typedFacetRequestOf(kind, state))));
  return { text: state.text };
}
