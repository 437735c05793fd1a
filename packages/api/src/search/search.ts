import { searchLimitCodes } from '@wenxian/domain';
import { postJson, type CallOptions } from '../core';
import { SEARCH_PATHS as P } from './paths';
import type { Facet, JournalSearchResult, SearchRequest, SearchResult } from './types';

/** 70006/70007 lead to the search-limit page instead of a toast (doc 000 §2.7). */
const searchOptions = (options: CallOptions = {}): CallOptions => ({ ignoreCodes: searchLimitCodes, ...options });

export const search = (request: SearchRequest, options?: CallOptions) =>
  postJson<SearchResult>(P.search, request, searchOptions(options));
export const advanceSearch = (request: SearchRequest, options?: CallOptions) =>
  postJson<SearchResult>(P.advanceSearch, request, searchOptions(options));
/** Facets (POST /searchAggs). */
export const searchAggs = (request: SearchRequest, options?: CallOptions) =>
  postJson<Facet[]>(P.searchAggs, request, searchOptions(options));
/** Journal search (POST /journal/search): journals, not articles. */
export const searchJournals = (request: SearchRequest, options?: CallOptions) =>
  postJson<JournalSearchResult>(P.journalSearch, request, searchOptions(options));
