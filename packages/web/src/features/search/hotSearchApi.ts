/**
 * This week's hot searches (周热词排行) as an endpoint of their own: the home page shows them in its box, while the
 * search calls (`searchApi.ts`) come with the results pages' code.
 */
import { getHotSearch, type HotSearchItem } from '@wenxian/api';
import { apiSlice, callApi } from '../../app/apiSlice';

export const hotSearchApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getHotSearch: build.query<HotSearchItem[], void>({
      queryFn: () => callApi(() => getHotSearch()),
    }),
  }),
});

export const { useGetHotSearchQuery } = hotSearchApi;
