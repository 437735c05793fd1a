import {
  advanceSearch,
  getHotSearch,
  search,
  searchAggs,
  type Facet,
  type HotSearchItem,
  type SearchRequest,
  type SearchResult,
} from '@wenxian/api';
import { apiSlice, callApi } from '../../app/apiSlice';

export const searchApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** This week's hot searches (周热词排行). */
    getHotSearch: build.query<HotSearchItem[], void>({
      queryFn: () => callApi(() => getHotSearch()),
    }),
    /** One page of results. Search-limit codes (70006/70007) lead to their page, not a toast. */
    search: build.query<SearchResult, SearchRequest>({
      queryFn: (request, { signal }) => callApi(() => search(request, { signal, ignoreCodes: [70006, 70007] })),
    }),
    /** One page of an advanced search (/advanceSearch: conditions with nested groups). */
    advanceSearch: build.query<SearchResult, SearchRequest>({
      queryFn: (request, { signal }) => callApi(() => advanceSearch(request, { signal, ignoreCodes: [70006, 70007] })),
    }),
    /** Facet counts of a search (/searchAggs); the page shows the search's own error, so these stay silent. */
    searchAggs: build.query<Facet[], SearchRequest>({
      queryFn: (request, { signal }) => callApi(() => searchAggs(request, { signal, silent: true })),
    }),
  }),
});

export const { useGetHotSearchQuery, useSearchQuery, useSearchAggsQuery, useAdvanceSearchQuery } = searchApi;
