/**
 * The search call of /search and its kin: the requests built from the page's state, the RTK Query endpoints
 * over @wenxian/api, and the starts the loaders and the search boxes make. The answers become rows in
 * `searchRows.ts`.
 */
import {
  advanceSearch,
  search,
  searchAggs,
  searchJournals,
  type Facet,
  type JournalSearchResult,
  type SearchRequest,
  type SearchResult,
} from '@wenxian/api';
import {
  basicSearchText,
  facetDefaultSize,
  parseSearchPageUrl,
  searchPath,
  type SearchPageState,
} from '@wenxian/domain';
import { apiSlice, callApi, type QueryError } from '../../app/apiSlice';
import type { AppDispatch } from '../../app/store';
import { settle } from '../../app/settle';
import { noteSearch } from './history/noteSearch';
import { resultsCallReady } from './useSearchNavigate';

/** A search call whose first page, once answered in the browser, is noted in the search history. */
async function runNoted(
  request: SearchRequest,
  run: () => Promise<SearchResult>,
): Promise<{ data: SearchResult } | { error: QueryError }> {
  const result = await callApi(run);
  if ('data' in result) noteSearch(request, result.data);
  return result;
}

export const searchApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** One page of results. Search-limit codes (70006/70007) lead to their page, not a toast. */
    search: build.query<SearchResult, SearchRequest>({
      queryFn: (request, { signal }) =>
        runNoted(request, () => search(request, { signal, ignoreCodes: [70006, 70007] })),
    }),
    /** One page of an advanced search (/advanceSearch: conditions with nested groups). */
    advanceSearch: build.query<SearchResult, SearchRequest>({
      queryFn: (request, { signal }) =>
        runNoted(request, () => advanceSearch(request, { signal, ignoreCodes: [70006, 70007] })),
    }),
    /** Facet counts of a search (/searchAggs); the page shows the search's own error, so these stay silent. */
    searchAggs: build.query<Facet[], SearchRequest>({
      queryFn: (request, { signal }) => callApi(() => searchAggs(request, { signal, silent: true })),
    }),
    /** Journals (not articles) whose name, ISSN, CN or host matches (/journal/search). */
    searchJournals: build.query<JournalSearchResult, SearchRequest>({
      queryFn: (request, { signal }) => callApi(() => searchJournals(request, { signal })),
    }),
  }),
});

export const { useSearchQuery, useSearchAggsQuery, useAdvanceSearchQuery, useSearchJournalsQuery } = searchApi;

const sortKeyForApi = { relevance: 'relevance', date: 'date', cited: 'cited', downloaded: 'download' } as const;

/** The whole /search state as the search call expects it: text (exact or not), type, filters, sort both ways, page. */
const mutableFilters = (filters: SearchPageState['filters']): Record<string, string[]> =>
  Object.fromEntries(Object.entries(filters).map(([code, values]) => [code, [...values]]));

export function searchRequestOf(state: SearchPageState): SearchRequest {
  return {
    conditions: state.text
      ? [
          {
            searchField: state.field,
            // Basic mode: and/or/not between words are operators in either case (doc 000 §5); an exact value
            // and a professional expression are sent as typed.
            content: state.exact || state.professional ? state.text : basicSearchText(state.text),
            ...(state.exact ? { exact: true } : {}),
          },
        ]
      : [],
    expression: state.professional ? state.text : undefined,
    type: (state.typeId ?? undefined) as SearchRequest['type'],
    conditionFilter: mutableFilters(state.filters),
    pageNum: state.page,
    pageSize: state.size,
    sort: sortKeyForApi[state.sort.key],
    order: state.sort.order,
  };
}

/** Facets of the current results (every filter applied; OR inside a group, AND across groups). */
export function facetRequestOf(state: SearchPageState): SearchRequest {
  return { ...searchRequestOf(state), pageNum: 1 };
}

/** Counts per type for the tabs: the same search without the type choice, asking only the type facet. */
export function typeCountRequestOf(state: SearchPageState): SearchRequest {
  const { type: _type, ...request } = searchRequestOf(state);
  const { type: _filtered, ...filters } = state.filters;
  return {
    ...request,
    conditionFilter: mutableFilters(filters),
    pageNum: 1,
    agsList: [{ code: 'type', size: facetDefaultSize('types') }],
  };
}

/** Whether an address of /search asks for anything (a text or a type); an empty one shows the bare page. */
export const hasSearchQuery = (state: SearchPageState): boolean => Boolean(state.text) || state.typeId !== null;

/**
 * Starts the results call of a /search state. RTK Query deduplicates it: the page loader asking for the same
 * state joins the call a submit started. The subscription ends when the call settles; the cache keeps the
 * answer for the page's hook.
 */
export function startResultsCall(dispatch: AppDispatch, state: SearchPageState) {
  return settle(dispatch(searchApi.endpoints.search.initiate(searchRequestOf(state))));
}

/**
 * Whether the type tabs have counts to ask for: they count the same search over every type, so a type browse
 * (a type and no text, the home page's 文献类型 tiles) has none — over every type it would be no search at all.
 */
export const hasTypeCounts = (state: SearchPageState): boolean => Boolean(state.text);

/** Starts the facet and type-count calls of a /search state (the facet column and the type tabs). */
export function startAsideCalls(dispatch: AppDispatch, state: SearchPageState) {
  return Promise.all([
    settle(dispatch(searchApi.endpoints.searchAggs.initiate(facetRequestOf(state)))),
    hasTypeCounts(state)
      ? settle(dispatch(searchApi.endpoints.searchAggs.initiate(typeCountRequestOf(state))))
      : undefined,
  ]);
}

/**
 * Starts the results call of the /search address `href` leads to, if it asks for anything: a search box calls
 * this as the visitor submits, before navigating, so the answer is on its way while the router fetches the
 * results page's code and runs its loader.
 */
export function startResultsCallOf(dispatch: AppDispatch, href: string): void {
  const url = new URL(href, 'http://site.invalid');
  if (url.pathname !== searchPath) return;
  const state = parseSearchPageUrl(url.search);
  if (hasSearchQuery(state)) void startResultsCall(dispatch, state);
}

resultsCallReady(startResultsCallOf);
