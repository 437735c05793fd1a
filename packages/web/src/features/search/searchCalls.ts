import { parseSearchPageUrl, searchPath, type SearchPageState } from '@wenxian/domain';
import type { AppDispatch } from '../../app/store';
import { settle } from '../../app/prefetch';
import { searchApi } from './searchApi';
import { facetRequestOf, searchRequestOf, typeCountRequestOf } from './searchResults';

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
