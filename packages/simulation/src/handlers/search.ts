import { searchFields } from '@wenxian/domain';
import type { RequestHandler } from 'msw';
import {
  SEARCH_PATHS as P,
  type Facet,
  type JournalSearchResult,
  type SearchRequest,
  type SearchResult,
} from '@wenxian/api';
import type { SearchQuery, SearchResult as EngineResult, SearchSort } from '../search/engine';
import { facetNames } from '../search/facets';
import { searchJournals } from '../search/journals';
import { hotSearches, recordSearch } from '../session/searchLog';
import { toJournalCard } from './journal/journalCards';
import { corpus, searchEngine, suggestions } from './corpusAndSearchEngine';
import { toSummary } from './answerShapes';
import { route, type RouteContext } from './route';

const sorts: readonly SearchSort[] = ['relevance', 'date', 'cited', 'download'];

/** The call layer's SearchRequest → the engine's query (type and cluster selections become filters). */
function toEngineQuery(request: Partial<SearchRequest>): SearchQuery {
  const filters: Record<string, string[]> = {};
  const merge = (source: Record<string, readonly (string | number)[]> | undefined): void => {
    for (const [code, values] of Object.entries(source ?? {}))
      if (Array.isArray(values)) filters[code] = [...(filters[code] ?? []), ...values.map(String)];
  };
  merge(request.conditionFilter);
  merge(request.clusterData);
  const type = request.type;
  if (type !== undefined && Number(type) !== 0) filters.type = [...(filters.type ?? []), String(type)];
  if (request.language) filters.language = [request.language];
  const aggs = request.agsList ?? request.aggsParams;
  return {
    ...(request.expression?.trim() ? { expression: request.expression } : {}),
    conditions: request.conditions ?? [],
    filters,
    sort: sorts.includes(request.sort as SearchSort) ? request.sort : 'relevance',
    order: request.order === 'asc' ? 'asc' : 'desc',
    page: request.pageNum ?? 1,
    size: request.pageSize ?? 20,
    ...(aggs ? { aggs: aggs.map((a) => ({ code: a.code, size: a.size })) } : {}),
  };
}

function conditionText(conditions: readonly NonNullable<SearchRequest['conditions']>[number][]): string {
  return conditions
    .filter((c) => c.content.trim() || c.children?.length)
    .map((c, i) => {
      const joint = i > 0 ? ` ${c.logicalOperator ?? 'AND'} ` : '';
      if (c.children?.length) return `${joint}(${conditionText(c.children)})`;
      return `${joint}${c.searchField}${c.exact ? 'E' : ''}=${c.content.trim()}`;
    })
    .join('');
}

function expressionText(request: Partial<SearchRequest>): string {
  if (request.expression?.trim()) return request.expression.trim();
  return conditionText(request.conditions ?? []);
}

/** What the hot-search list counts: a single condition's words, or the expression as written. */
function searchedText(request: Partial<SearchRequest>): string {
  const conditions = (request.conditions ?? []).filter((c) => c.content.trim());
  if (!request.expression?.trim() && conditions.length === 1 && !conditions[0]?.children?.length)
    return conditions[0]?.content ?? '';
  return expressionText(request);
}

function toResult(request: Partial<SearchRequest>, result: EngineResult): SearchResult {
  const expression = expressionText(request);
  return {
    list: result.hits.map((hit) => toSummary(hit.record, hit.titleHighlight)),
    total: result.total,
    pageNum: result.page,
    pageSize: result.size,
    expression,
    expressionZ: expression,
  };
}

function toFacets(result: EngineResult): Facet[] {
  return result.facets.map((facet) => ({
    code: facet.code,
    name: facetNames[facet.code],
    items: facet.buckets.map((b) => ({ id: b.value, name: b.name, count: b.count })),
  }));
}

async function runSearch(request: Partial<SearchRequest>, { facets = true } = {}): Promise<EngineResult> {
  const [dataset, engine] = await Promise.all([corpus(), searchEngine()]);
  const query = toEngineQuery(request);
  // A result list answers no facets: they are not counted for it (each one is a pass over every match).
  return engine.searchLiterature(dataset, facets ? query : { ...query, aggs: [] });
}

/** A search's result list; the first page of a search that ran counts toward the hot searches. */
const listSearch = async (context: RouteContext): Promise<SearchResult> => {
  const request = await context.body<Partial<SearchRequest>>();
  const result = await runSearch(request, { facets: false });
  if ((request.pageNum ?? 1) === 1) recordSearch(searchedText(request));
  return toResult(request, result);
};
const facetSearch = async (context: RouteContext): Promise<Facet[]> =>
  toFacets(await runSearch(await context.body<Partial<SearchRequest>>()));

/** /journal/search: journals matching the text (name, ISSN, CN, host) within the directory's filters. */
const journalSearch = async (context: RouteContext): Promise<JournalSearchResult> => {
  const request = await context.body<Partial<SearchRequest>>();
  const query = toEngineQuery(request);
  const text =
    request.expression?.trim() ||
    (request.conditions ?? [])
      .map((c) => c.content.trim())
      .filter(Boolean)
      .join(' ');
  const dataset = await corpus();
  const found = searchJournals(dataset, {
    text,
    filters: query.filters ?? {},
    sort: query.sort ?? 'relevance',
    order: query.order ?? 'desc',
    page: query.page ?? 1,
    size: query.size ?? 20,
  });
  if ((request.pageNum ?? 1) === 1 && text) recordSearch(text);
  return { list: found.journals.map(toJournalCard), total: found.total, pageNum: found.page, pageSize: found.size };
};

type SuggestKind = 'word' | 'author' | 'organ' | 'edu' | 'journal' | 'clc' | 'doi';
const prefix = (kind: SuggestKind) => async (context: RouteContext) => {
  const [dataset, { suggest }] = await Promise.all([corpus(), suggestions()]);
  return suggest(dataset, kind, context.query('content') ?? '', Number(context.query('size') ?? 10));
};
const statistical = (kind: 'word' | 'author' | 'organ' | 'journal') => async (context: RouteContext) => {
  const [dataset, s] = await Promise.all([corpus(), suggestions()]);
  return s.statistical(dataset, kind, context.query('content') ?? '');
};

/** Professional expressions: a field prefix (code= or codeE=) or AND/OR/NOT between spaces. */
const PROFESSIONAL = /^(SU|FU|PT|ST|U|M|T|K|R|A|F|S|J|C|E|D)E?=|\s(AND|OR|NOT)\s/;

export const searchHandlers: RequestHandler[] = [
  route('post', P.search, listSearch),
  route('post', P.advanceSearch, listSearch),
  route('post', P.journalSearch, journalSearch),
  route('post', P.searchAgs, facetSearch),
  route('post', P.searchAggs, facetSearch),
  route('post', P.advanceAggs, facetSearch),
  route('post', P.getFields, () =>
    searchFields.filter((f) => f.code !== 'PT' && f.code !== 'ST').map((f) => ({ label: f.label, value: f.code })),
  ),
  // The server's option list includes CPC; the client drops it (doc 000 §5), so the simulation sends it too.
  route('get', P.expressionField, () => [
    ...searchFields.map((f) => ({ label: f.label, value: f.code })),
    { label: 'CPC', value: 'CPC' },
  ]),
  route('get', P.wordStatistical, statistical('word')),
  route('get', P.authorStatistical, statistical('author')),
  route('get', P.organStatistical, statistical('organ')),
  route('get', P.journalStatistical, statistical('journal')),
  route('get', P.eduSearchPrefix, prefix('edu')),
  route('get', P.clcSearchPrefix, prefix('clc')),
  route('get', P.doiSearchPrefix, prefix('doi')),
  route('get', P.wordSearchPrefix, prefix('word')),
  route('get', P.textIsRegex, (context) => PROFESSIONAL.test(context.query('content') ?? '')),
  route('get', P.searchRegex, (context) => {
    const content = context.query('content') ?? '';
    return { isRegex: PROFESSIONAL.test(content), expression: content };
  }),
  route('get', P.hotSearchSelectByDate, async () => hotSearches((await corpus()).content.searchLogSeed)),
  route('get', P.hotSearchGetHotSearch, async () => hotSearches((await corpus()).content.searchLogSeed)),
  route('post', P.organizationSuggest, async (context) => {
    const body = await context.body<{ content?: string; isChina?: boolean }>();
    const [dataset, { suggest }] = await Promise.all([corpus(), suggestions()]);
    return suggest(dataset, 'organ', body.content ?? '', 10).map((s) => ({
      name: s.name,
      recommendValue: s.recommendValue ?? 0,
    }));
  }),
];
