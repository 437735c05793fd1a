import type { LiteratureTypeCode, SearchFieldCode } from '@wenxian/domain';
import type { JournalCard } from '../journal/types';
import type { LiteratureSummary, NamedCount, Page, SuggestionItem } from '../shared/types';

/** One search condition; children nest a group (doc 001 §3 "Search history record"). */
export type SearchCondition = {
  searchField: SearchFieldCode | string;
  content: string;
  /** AND / OR / NOT joining this condition to the previous one. */
  logicalOperator?: 'AND' | 'OR' | 'NOT';
  /** Exact match (basic search ex=1, an advanced row's 精确). // shape decided here */
  exact?: boolean;
  children?: SearchCondition[];
};

/** One aggregation request (doc 001 §3 agsList entry). */
export type AggregationRequest = { code: string; size: number; [extra: string]: unknown };

/** Search request (doc 001 §3). Paging and sort fields are decided here. */
export type SearchRequest = {
  conditions: SearchCondition[];
  aggsParams?: AggregationRequest[];
  agsList?: AggregationRequest[];
  /** Filters by condition-filter key: Y, O, A, S, C, J, type, language, thesisType, standardType. */
  conditionFilter?: Record<string, (string | number)[]>;
  /** Selected cluster values per menu id. */
  clusterData?: Record<string, (string | number)[]>;
  language?: string;
  /** Literature type to search; 0 is general. // shape decided here */
  type?: LiteratureTypeCode;
  /** Professional expression text, when in professional mode. // shape decided here */
  expression?: string;
  pageNum?: number;
  pageSize?: number;
  /** relevance | date | cited | download. // shape decided here */
  sort?: 'relevance' | 'date' | 'cited' | 'download';
  /** Direction of the date, cited and download sorts (relevance is always best first). // shape decided here */
  order?: 'asc' | 'desc';
};

/** /journal/search answers journals, not articles. // shape decided here */
export type JournalSearchResult = Page<JournalCard>;

/** Search answer. // shape decided here */
export type SearchResult = {
  list: LiteratureSummary[];
  total: number;
  pageNum: number;
  pageSize: number;
  /** The expression the server evaluated (shown in history as expression / expressionZ). */
  expression?: string;
  expressionZ?: string;
};

/** One facet of an aggregation answer. // shape decided here */
export type Facet = { code: string; name: string; items: NamedCount[] };

/** Field list for advanced search (/getFields). // shape decided here */
export type SearchFieldOption = { label: string; value: string };

/** Prefix query of the suggestion calls: the text typed. */
export type PrefixQuery = { content: string; size?: number };

/** Organization suggestion (doc 000 §7.2): content and a China-or-not flag. */
export type OrganizationSuggestQuery = { content: string; isChina: boolean };
export type OrganizationSuggestion = { name: string; recommendValue: number };

/** Hot-search item (doc 001 §3). */
export type HotSearchItem = { id: string; searchText: string; currentCount: number; lastWeekCount: number };

export type { SuggestionItem };
