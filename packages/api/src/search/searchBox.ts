import { withoutCpc } from '@wenxian/domain';
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
/**
 * Search field options without the CPC option the server sends (doc 000 §5). A start-up call: it fails
 * silently, and an answer that is not a list gives no options (doc 000 §7.2).
 */
export async function getExpressionFields(options?: CallOptions): Promise<SearchFieldOption[]> {
  const answer = await getJson<unknown>(P.expressionField, {}, quiet(options));
  return Array.isArray(answer) ? withoutCpc(answer as SearchFieldOption[]) : [];
}

export const getHotSearch = (options?: CallOptions) =>
  getJson<HotSearchItem[]>(P.hotSearchGetHotSearch, {}, quiet(options));

/** Organization-name suggestions: name and publication count. */
export const suggestOrganizations = (payload: OrganizationSuggestQuery, options?: CallOptions) =>
  postJson<OrganizationSuggestion[]>(P.organizationSuggest, payload, quiet(options));
