import { buildQuery, parseQuery, parseSearchUrl, type SearchUrlState } from '@wenxian/domain';
import type { SortKey, SortValue } from '@wenxian/ui';

/** /search state: the spec's keys (k, n, id, ex, regex) plus our page and sort keys (docs/decisions/web.md). */
export type SearchPageState = SearchUrlState & { page: number; sort: SortValue };

const sortKeys: readonly SortKey[] = ['relevance', 'date', 'cited', 'downloaded'];

export function parseSearchPage(search: string): SearchPageState {
  const query = parseQuery(search);
  const page = Number(query.page);
  const [key, order] = (query.sort ?? '').split('.');
  return {
    ...parseSearchUrl(search),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: {
      key: sortKeys.includes(key as SortKey) ? (key as SortKey) : 'relevance',
      order: order === 'asc' ? 'asc' : 'desc',
    },
  };
}

/** The query string for a page/sort change, keeping the spec keys as they are. */
export function withPageAndSort(search: string, page: number, sort: SortValue): string {
  const query = parseQuery(search);
  return buildQuery([
    ...Object.entries(query).filter(([k]) => k !== 'page' && k !== 'sort'),
    ['page', page > 1 ? String(page) : undefined],
    ['sort', sort.key === 'relevance' ? undefined : `${sort.key}.${sort.order}`],
  ]);
}
