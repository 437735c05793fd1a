import { data, useSearchParams } from 'react-router-dom';
import type { SearchRequest } from '@wenxian/api';
import { buildQuery, pageStatusOf, type SearchFieldCode, searchKeywordOf } from '@wenxian/domain';
import { settle } from '../../app/settle';
import { pageErrorOf } from '../shared/pageError';

/** Results per page of the entity searches. */
export const ENTITY_SEARCH_PAGE_SIZE = 20;

/** What an entity search's address holds: the text (?k=) and the page (?page=). */
export type EntitySearchState = { text: string; page: number };

function entitySearchStateOf(params: URLSearchParams): EntitySearchState {
  const page = Number(params.get('page'));
  return { text: searchKeywordOf(params.toString()), page: Number.isInteger(page) && page > 0 ? page : 1 };
}

/** The address of a state on the page `path` (its route's href, never a hand-written string). */
export function entitySearchHref(path: string, state: EntitySearchState): string {
  return `${path}${buildQuery([
    ['k', state.text || undefined],
    ['page', state.page > 1 ? String(state.page) : undefined],
  ])}`;
}

export function useEntitySearchState(): EntitySearchState {
  const [params] = useSearchParams();
  return entitySearchStateOf(params);
}

export type Dispatched = PromiseLike<{ error?: unknown }> & { unsubscribe(): void };

/**
 * An entity search's loader: nothing to fetch without text; a failed call answers its page with the status it
 * deserves (the page keeps its form and shows the failure in place).
 */
export async function loadEntitySearch(url: URL, start: (state: EntitySearchState) => Dispatched) {
  const state = entitySearchStateOf(url.searchParams);
  if (!state.text) return { text: '' };
  const { error } = await settle(start(state));
  return error ? data({ text: state.text }, { status: pageStatusOf(pageErrorOf(error)) }) : { text: state.text };
}

/** The search call of a name search: the text in one field of the search request, 20 a page. */
export const nameSearchRequest =
  (field: SearchFieldCode) =>
  ({ text, page }: EntitySearchState): SearchRequest => ({
    conditions: [{ searchField: field, content: text }],
    pageNum: page,
    pageSize: ENTITY_SEARCH_PAGE_SIZE,
  });
