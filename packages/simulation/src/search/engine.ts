import { LRUCache } from 'lru-cache';
import {
  combineExpressions,
  defaultSearchField,
  describeExpressionError,
  messages,
  parseProfessionalExpression,
  positiveTerms,
  searchFields,
  stopWordCode,
  type ExpressionNode,
  type SearchFieldCode,
} from '@wenxian/domain';
import type { Dataset } from '../data/dataset';
import type { LiteratureRecord } from '../data/types';
import { abusiveWords } from '../data/vocabulary';
import { SimulatedError } from '../errors';
import { evaluate } from './evaluate';
import { aggregate, facetDefaultSizes, facetValues, type Facet, type FacetCode } from './facets';
import { highlight } from './highlight';
import { isQuestion, questionHits } from './question';
import { fieldsOf, getLiteratureIndex, isProseField, queryTokens } from './searchIndex';

/** Code 70006: a query the platform refuses (too long, abusive, malformed). */
export const REFUSED_QUERY_CODE = 70006;
/** Longest query text accepted; longer answers 70006. */
export const MAX_QUERY_LENGTH = 200;

export type SearchCondition = {
  /** A field code of the code table; anything else searches any field (U). */
  searchField: string;
  content: string;
  logicalOperator?: 'AND' | 'OR' | 'NOT';
  /** Exact match (the basic search's ex=1, an advanced row's 精确): the content is one exact value. */
  exact?: boolean;
  children?: SearchCondition[];
};

export type SearchSort = 'relevance' | 'date' | 'cited' | 'download';
export type SortOrder = 'asc' | 'desc';

export type SearchQuery = {
  /** A professional expression; when set, conditions are ignored. */
  expression?: string;
  conditions?: SearchCondition[];
  /** Condition filters by code: Y, O, A, S, C, J, type, language, thesisType, standardType, QJ. */
  filters?: Partial<Record<string, readonly string[]>>;
  sort?: SearchSort;
  /** Direction of date, cited and download sorts; relevance is always best first. */
  order?: SortOrder;
  page?: number;
  size?: number;
  /** Facets to compute; omitted means every facet with its default size. */
  aggs?: readonly { code: string; size?: number }[];
  /** Search a plain condition that finds nothing as typed by its terms even when it does not read as a question. */
  byTerms?: boolean;
};

export type SearchHit = { record: LiteratureRecord; score: number; titleHighlight: string; abstractHighlight: string };
export type SearchResult = {
  total: number;
  page: number;
  size: number;
  hits: SearchHit[];
  facets: Facet[];
  tookMs: number;
};

function knownField(code: string): SearchFieldCode {
  return searchFields.find((f) => f.code === code)?.code ?? defaultSearchField.code;
}

/**
 * A condition's own text: exact conditions are one value; otherwise the text may use the expression
 * syntax (a basic search may type `a AND b`), and text that is not a well-formed expression is one value
 * (a basic search for `C++ (语言` is a search, not a syntax error).
 */
function conditionNode(condition: SearchCondition): ExpressionNode | null {
  const text = condition.content.trim();
  if (!text) return null;
  const field = knownField(condition.searchField);
  const plain: ExpressionNode = { kind: 'term', field, text, exact: Boolean(condition.exact), phrase: false };
  if (condition.exact) return plain;
  const parsed = parseProfessionalExpression(text, field);
  return parsed.ok ? parsed.tree : plain;
}

/** Conditions in order, each joined to everything before it by its own operator (advanced-search rows). */
function conditionsToTree(conditions: readonly SearchCondition[]): ExpressionNode | null {
  let tree: ExpressionNode | null = null;
  for (const condition of conditions) {
    const own = conditionNode(condition);
    const children = condition.children?.length ? conditionsToTree(condition.children) : null;
    const node = own && children ? combineExpressions(own, 'AND', children) : (own ?? children);
    if (node) tree = combineExpressions(tree, condition.logicalOperator ?? 'AND', node);
  }
  return tree;
}

/** Refuses what the real server refuses: 70006 for over-long or abusive text, 70007 for stop words only. */
export function checkQueryText(text: string): void {
  if (text.length > MAX_QUERY_LENGTH || abusiveWords.some((w) => text.includes(w))) {
    throw new SimulatedError(REFUSED_QUERY_CODE, messages.errorPage.unsupportedWord);
  }
}

function parseQuery(query: SearchQuery): ExpressionNode {
  const texts = query.expression !== undefined ? [query.expression] : (query.conditions ?? []).map((c) => c.content);
  for (const text of texts) checkQueryText(text);
  let tree: ExpressionNode | null;
  if (query.expression !== undefined) {
    // A malformed expression is refused with where and why, never run as a guess (`K=x AND` is not `K=x`).
    const parsed = parseProfessionalExpression(query.expression);
    if (!parsed.ok) {
      if (parsed.error.kind === 'empty') throw new SimulatedError(stopWordCode, messages.errorPage.stopWord);
      throw new SimulatedError(REFUSED_QUERY_CODE, describeExpressionError(parsed.error));
    }
    tree = parsed.tree;
  } else tree = conditionsToTree(query.conditions ?? []);
  if (!tree) throw new SimulatedError(stopWordCode, messages.errorPage.stopWord);
  // Function words are dropped from queries, so a query made only of them has no tokens left.
  const meaningful = positiveTerms(tree).some(({ field, text }) => queryTokens(field, text).length > 0);
  if (!meaningful) throw new SimulatedError(stopWordCode, messages.errorPage.stopWord);
  return tree;
}

function passesFilters(dataset: Dataset, record: LiteratureRecord, filters: SearchQuery['filters']): boolean {
  if (!filters) return true;
  for (const [code, wanted] of Object.entries(filters)) {
    if (!wanted || wanted.length === 0) continue;
    if (!(code in facetDefaultSizes)) continue;
    const values = facetValues(dataset, record, code as FacetCode).map((v) => v.value);
    // Topic filter S matches any keyword, not only the two that feed its facet.
    const pool = code === 'S' ? record.keywords : values;
    if (!wanted.some((w) => pool.includes(w))) return false;
  }
  return true;
}

/**
 * Best first for each sort; ties fall back to relevance, then to the record id so pages never overlap. Relevance
 * ranks first by how whole the query stands in the record (`phrase`: the query as typed in the title or keywords,
 * then in the abstract, then its words scattered), then by the words' score, then the newer and the more cited.
 */
const sorters: Readonly<Record<SearchSort, (a: SearchHitDraft, b: SearchHitDraft) => number>> = {
  relevance: (a, b) =>
    b.phrase - a.phrase ||
    b.score - a.score ||
    b.record.year - a.record.year ||
    b.record.citedCount - a.record.citedCount,
  date: (a, b) => b.record.publishDate.localeCompare(a.record.publishDate),
  cited: (a, b) => b.record.citedCount - a.record.citedCount,
  download: (a, b) => b.record.downloadCount - a.record.downloadCount,
};

function sorterOf(sort: SearchSort, order: SortOrder): (a: SearchHitDraft, b: SearchHitDraft) => number {
  const primary = sorters[sort];
  // Ascending reverses the sort key only; equal keys keep the best matches first either way.
  const direction = sort !== 'relevance' && order === 'asc' ? -1 : 1;
  return (a, b) =>
    direction * primary(a, b) || b.phrase - a.phrase || b.score - a.score || a.record.id.localeCompare(b.record.id);
}
/** A match: its words' score and how whole the query stands in it (phraseRank). */
type SearchHitDraft = { record: LiteratureRecord; score: number; phrase: number };

/** Letters and digits only, lower-cased: a phrase is found whatever the spacing and punctuation. */
const squeeze = (text: string) => text.toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, '');

/**
 * The texts a search asks for whole: each positive prose term of two words or more (机器学习 is 机器 + 学习, and
 * 对比学习在机器翻译中的应用 holds both words but not the phrase). One-word terms are whole wherever they match.
 */
function wholePhrases(tree: ExpressionNode): string[] {
  return positiveTerms(tree)
    .filter(({ field, text }) => fieldsOf[field].some(isProseField) && queryTokens(field, text).length > 1)
    .map(({ text }) => squeeze(text))
    .filter(Boolean);
}

/** 2 for each phrase in the title or keywords, 1 in the abstract, 0 when only its words are there. */
function phraseRank(record: LiteratureRecord, phrases: readonly string[]): number {
  if (phrases.length === 0) return 0;
  const heading = [record.title, ...record.keywords].map(squeeze);
  const abstract = squeeze(record.abstract);
  return phrases.reduce((rank, p) => rank + (heading.some((h) => h.includes(p)) ? 2 : abstract.includes(p) ? 1 : 0), 0);
}

/** The text of a search that is one plain condition over the prose fields and reads as a question (or is to be
 * searched by its terms), else null. */
function askedQuestion(query: SearchQuery): string | null {
  const [only, ...others] = query.conditions ?? [];
  if (query.expression !== undefined || !only || others.length > 0 || only.exact || only.children?.length) return null;
  if (!['U', 'SU', 'M'].includes(knownField(only.searchField))) return null;
  return query.byTerms || isQuestion(only.content) ? only.content : null;
}

/** A search's matches in their order, and the terms its highlights mark. */
type Matches = { matched: SearchHitDraft[]; terms: string[] };

/**
 * A query with no text but a chosen type (the home page's 文献类型 tiles, a type tab before any text) browses
 * that type, newest first by relevance's tie-break; with neither text nor type it is still refused (70007).
 */
function isTypeBrowse(query: SearchQuery): boolean {
  const texts = query.expression !== undefined ? [query.expression] : (query.conditions ?? []).map((c) => c.content);
  const noChildren = (query.conditions ?? []).every((c) => !c.children?.length);
  return texts.every((text) => !text.trim()) && noChildren && Boolean(query.filters?.type?.length);
}

function browseMatches(dataset: Dataset, query: SearchQuery): Matches {
  const matched = [...dataset.literatureById.values()]
    .filter((record) => passesFilters(dataset, record, query.filters))
    .map((record) => ({ record, score: 0, phrase: 0 }));
  matched.sort(sorterOf(query.sort ?? 'relevance', query.order ?? 'desc'));
  return { matched, terms: [] };
}

function findMatches(dataset: Dataset, query: SearchQuery): Matches {
  if (isTypeBrowse(query)) return browseMatches(dataset, query);
  const tree = parseQuery(query);
  const index = getLiteratureIndex(dataset);
  let hits = evaluate(index, tree);
  // A question typed in the search box finds nothing word for word: it is searched by its terms (question.ts).
  const asked = hits.size === 0 ? askedQuestion(query) : null;
  let questionWords: string[] = [];
  if (asked !== null) ({ hits, terms: questionWords } = questionHits(index, asked));
  const phrases = wholePhrases(tree);
  const matched: SearchHitDraft[] = [];
  for (const [id, score] of hits) {
    const record = dataset.literatureById.get(id);
    if (record && passesFilters(dataset, record, query.filters))
      matched.push({ record, score, phrase: phraseRank(record, phrases) });
  }
  matched.sort(sorterOf(query.sort ?? 'relevance', query.order ?? 'desc'));
  const terms = [...positiveTerms(tree).flatMap(({ field, text }) => queryTokens(field, text)), ...questionWords];
  return { matched, terms };
}

/**
 * The matches of the latest searches, as a search engine keeps them for a few seconds (a results page asks
 * for its list, then for its facets, then for the next page, each with the same conditions). A new corpus
 * starts afresh.
 */
const recentMatches = new WeakMap<Dataset, LRUCache<string, Matches>>();
function matchesOf(dataset: Dataset, query: SearchQuery): Matches {
  let recent = recentMatches.get(dataset);
  if (!recent) recentMatches.set(dataset, (recent = new LRUCache({ max: 64, ttl: 10_000 })));
  const { expression, conditions, filters, sort, order, byTerms } = query;
  const key = JSON.stringify([expression, conditions, filters, sort, order, byTerms]);
  let found = recent.get(key);
  if (!found) recent.set(key, (found = findMatches(dataset, query)));
  return found;
}

/** Runs a search over the corpus the way the platform's /search does. */
export function searchLiterature(dataset: Dataset, query: SearchQuery): SearchResult {
  const started = performance.now();
  const { matched, terms } = matchesOf(dataset, query);
  const size = Math.min(Math.max(query.size ?? 20, 1), 100);
  const page = Math.max(query.page ?? 1, 1);
  const pageHits = matched.slice((page - 1) * size, page * size).map(({ record, score }) => ({
    record,
    score,
    titleHighlight: highlight(record.title, terms),
    abstractHighlight: highlight(record.abstract, terms),
  }));
  const records = matched.map((m) => m.record);
  const wanted = query.aggs ?? Object.entries(facetDefaultSizes).map(([code, size]) => ({ code, size }));
  const facets = wanted
    .filter((a): a is { code: FacetCode; size?: number } => a.code in facetDefaultSizes)
    .map((a) => ({ code: a.code, size: a.size ?? facetDefaultSizes[a.code] }))
    .filter((a) => a.size > 0)
    .map((a) => aggregate(dataset, records, a.code, a.size));
  return { total: matched.length, page, size, hits: pageHits, facets, tookMs: performance.now() - started };
}
