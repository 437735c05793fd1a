import type { LiteratureSummary, SearchRequest } from '@wenxian/api';
import type { SearchUrlState } from '@wenxian/domain';
import type { ResultLiterature, SortValue } from '@wenxian/ui';

/** Results per page on /search (our choice; docs/decisions/web.md). */
export const SEARCH_PAGE_SIZE = 20;

const sortKeyForApi = { relevance: 'relevance', date: 'date', cited: 'cited', downloaded: 'download' } as const;

/** The /search URL state plus paging and order, as the search call expects it. */
export function searchRequestOf(state: SearchUrlState, page: number, sort: SortValue): SearchRequest {
  return {
    conditions: state.text ? [{ searchField: state.field, content: state.text }] : [],
    expression: state.professional ? state.text : undefined,
    type: (state.typeId ?? undefined) as SearchRequest['type'],
    pageNum: page,
    pageSize: SEARCH_PAGE_SIZE,
    sort: sortKeyForApi[sort.key],
  };
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Plain text made safe to hand to a component that renders (sanitised) HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => htmlEscapes[c] ?? c);
}

/** A search hit as the result row shows it. */
export function resultLiteratureOf(item: LiteratureSummary): ResultLiterature {
  return {
    id: item.id,
    type: item.type,
    titleHtml: item.highlightTitle ?? escapeHtml(item.title),
    abstractHtml: item.abstract === undefined ? undefined : escapeHtml(item.abstract),
    authors: item.authors.map((a) => a.name),
    source: item.source ?? undefined,
    year: item.year,
    date: item.publishDate,
    isOa: item.isOA,
    citedCount: item.citedCount,
    downloadCount: item.downloadCount,
  };
}
