import { getHotSearch, search, type HotSearchItem, type SearchRequest, type SearchResult } from '@wenxian/api';
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
  }),
});

export const { useGetHotSearchQuery, useSearchQuery } = searchApi;
