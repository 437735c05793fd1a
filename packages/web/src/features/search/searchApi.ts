import {
  advanceSearch,
  getHotSearch,
  search,
  searchAggs,
  searchJournals,
  type Facet,
  type JournalSearchResult,
  type HotSearchItem,
  type SearchRequest,
  type SearchResult,
} from '@wenxian/api';
import { apiSlice, callApi, type QueryError } from '../../app/apiSlice';
import { noteSearch } from './searchHistory';

/** A search call whose first page, once answered in the browser, is noted in the search history. */
async function runNoted(
  request: SearchRequest,
  run: () => Promise<SearchResult>,
): Promise<{ data: SearchResult } | { error: QueryError }> {
  const result = await callApi(run);
  if ('data' in result) noteSearch(request, result.data);
  return result;
}

export const searchApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** This week's hot searches (周热词排行). */
    getHotSearch: build.query<HotSearchItem[], void>({
      queryFn: () => callApi(() => getHotSearch()),
    }),
    /** One page of results. Search-limit codes (70006/70007) lead to their page, not a toast. */
    search: build.query<SearchResult, SearchRequest>({
      queryFn: (request, { signal }) =>
        runNoted(request, () => search(request, { signal, ignoreCodes: [70006, 70007] })),
    }),
    /** One page of an advanced search (/advanceSearch: conditions with nested groups). */
    advanceSearch: build.query<SearchResult, SearchRequest>({
      queryFn: (request, { signal }) =>
        runNoted(request, () => advanceSearch(request, { signal, ignoreCodes: [70006, 70007] })),
    }),
    /** Facet counts of a search (/searchAggs); the page shows the search's own error, so these stay silent. */
    searchAggs: build.query<Facet[], SearchRequest>({
      queryFn: (request, { signal }) => callApi(() => searchAggs(request, { signal, silent: true })),
    }),
    /** Journals (not articles) whose name, ISSN, CN or host matches (/journal/search). */
    searchJournals: build.query<JournalSearchResult, SearchRequest>({
      queryFn: (request, { signal }) => callApi(() => searchJournals(request, { signal })),
    }),
  }),
});

export const {
  useGetHotSearchQuery,
  useSearchQuery,
  useSearchAggsQuery,
  useAdvanceSearchQuery,
  useSearchJournalsQuery,
} = searchApi;
