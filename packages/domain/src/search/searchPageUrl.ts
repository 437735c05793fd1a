import { defaultSearchField } from '../codes/tables/searchFields';
import { buildQuery, parseQuery } from '../url/queryString';
import { parseSearchUrl, searchPath, type SearchUrlState } from './searchUrl';

/**
 * The whole /search state in the address (docs/decisions/search.md): the spec's keys (k, n, id, ex, regex)
 * plus the project's own — `page`, `size`, `sort` (`date.asc`), and one `f_<code>` per filter group with its
 * values joined by `|` (values never hold a `|`: they are ids, years, codes and keyword text). Keys at their
 * default are left out, so the shortest address is the canonical one and back/forward restore everything.
 */
export type SearchSortKey = 'relevance' | 'date' | 'cited' | 'downloaded';
export type SearchSortOrder = 'asc' | 'desc';
export type SearchPageState = SearchUrlState & {
  page: number;
  size: number;
  sort: { key: SearchSortKey; order: SearchSortOrder };
  /** Chosen facet values by condition-filter code (OR inside a group, AND across groups). */
  filters: Readonly<Record<string, readonly string[]>>;
};

/** Page sizes offered (our choice: the sizes such sites offer). */
export const searchPageSizes = [10, 20, 50] as const;
export const defaultSearchPageSize = 20;
const sortKeys: readonly SearchSortKey[] = ['relevance', 'date', 'cited', 'downloaded'];
const FILTER_PREFIX = 'f_';
const VALUE_JOIN = '|';

export function parseSearchPageUrl(search: string): SearchPageState {
  const query = parseQuery(search);
  const page = Number(query.page);
  const size = Number(query.size);
  const [key, order] = (query.sort ?? '').split('.');
  const filters: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(query)) {
    if (!name.startsWith(FILTER_PREFIX) || name.length === FILTER_PREFIX.length) continue;
    const values = [...new Set(value.split(VALUE_JOIN).filter(Boolean))];
    if (values.length > 0) filters[name.slice(FILTER_PREFIX.length)] = values;
  }
  const sortKey = sortKeys.includes(key as SearchSortKey) ? (key as SearchSortKey) : 'relevance';
  return {
    ...parseSearchUrl(search),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    size: (searchPageSizes as readonly number[]).includes(size) ? size : defaultSearchPageSize,
    // Relevance has one direction only: best first.
    sort: { key: sortKey, order: sortKey !== 'relevance' && order === 'asc' ? 'asc' : 'desc' },
    filters,
  };
}

/** The query string of a state (with its leading `?`, or '' when everything is at its default). */
export function buildSearchPageQuery(state: SearchPageState): string {
  const filterEntries = Object.keys(state.filters)
    .sort()
    .filter((code) => (state.filters[code] ?? []).length > 0)
    .map((code) => [`${FILTER_PREFIX}${code}`, (state.filters[code] ?? []).join(VALUE_JOIN)] as const);
  return buildQuery([
    ['k', state.text || undefined],
    ['n', state.field === defaultSearchField.code ? undefined : state.field],
    ['id', state.typeId === null ? undefined : String(state.typeId)],
    ['ex', state.exact ? '1' : undefined],
    ['regex', state.professional ? '1' : undefined],
    ...filterEntries,
    ['sort', state.sort.key === 'relevance' ? undefined : `${state.sort.key}.${state.sort.order}`],
    ['size', state.size === defaultSearchPageSize ? undefined : String(state.size)],
    ['page', state.page > 1 ? String(state.page) : undefined],
  ]);
}

export function buildSearchPageUrl(state: SearchPageState): string {
  return `${searchPath}${buildSearchPageQuery(state)}`;
}

/** A facet value chosen or unchosen: back to page 1 (the old page may no longer exist). */
export function toggleSearchFilter(
  state: SearchPageState,
  code: string,
  value: string,
  chosen: boolean,
): SearchPageState {
  const current = state.filters[code] ?? [];
  const next = chosen ? [...new Set([...current, value])] : current.filter((v) => v !== value);
  const filters = { ...state.filters, [code]: next };
  if (next.length === 0) delete filters[code];
  return { ...state, filters, page: 1 };
}

/**
 * The order after a visitor chooses a sort key: a new key starts descending, the active key flips its direction,
 * and relevance has none (choosing it again changes nothing). Applied to the order the address holds, not the one
 * on screen: a second click on a key while the first one's results are on their way flips what the first asked.
 */
export function chooseSearchSort(sort: SearchPageState['sort'], key: SearchSortKey): SearchPageState['sort'] {
  if (key !== sort.key) return { key, order: 'desc' };
  if (key === 'relevance') return sort;
  return { key, order: sort.order === 'desc' ? 'asc' : 'desc' };
}

/** A search state with a sort key chosen (`chooseSearchSort`), back on its first page. */
export const withSearchSortChosen = (state: SearchPageState, key: SearchSortKey): SearchPageState => ({
  ...state,
  sort: chooseSearchSort(state.sort, key),
  page: 1,
});
