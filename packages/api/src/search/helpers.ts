import { getJson, isTruthyResult, postJson, type CallOptions } from '../core';
import { SEARCH_PATHS as P } from './paths';
import type {
  HotSearchItem,
  OrganizationSuggestion,
  OrganizationSuggestQuery,
  PrefixQuery,
  SearchFieldOption,
  SuggestionItem,
} from './types';

/** Suggestion calls fail silently (doc 000 §8). */
const quiet = (options: CallOptions = {}): CallOptions => ({ silent: true, ...options });

/** Keyword suggestions (检索词智能提示): the suggestion call sends `content`. */
export const wordSearchPrefix = (query: PrefixQuery, options?: CallOptions) =>
  getJson<SuggestionItem[]>(P.wordSearchPrefix, query, quiet(options));

/** Server check behind the automatic switch to professional mode (doc 000 §4.5). */
export const textIsRegex = async (query: PrefixQuery, options?: CallOptions) =>
  isTruthyResult(await getJson<unknown>(P.textIsRegex, query, quiet(options)));
/** Search field options (start-up call: silent). */
export const getExpressionFields = (options?: CallOptions) =>
  getJson<SearchFieldOption[]>(P.expressionField, {}, quiet(options));

export const getHotSearch = (options?: CallOptions) =>
  getJson<HotSearchItem[]>(P.hotSearchGetHotSearch, {}, quiet(options));

/** Organization-name suggestions: name and publication count. */
export const suggestOrganizations = (payload: OrganizationSuggestQuery, options?: CallOptions) =>
  postJson<OrganizationSuggestion[]>(P.organizationSuggest, payload, quiet(options));
