import { getHotSearch, type HotSearchItem } from '@wenxian/api';
import { apiSlice, callApi } from '../../app/apiSlice';

export const searchApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** This week's hot searches (周热词排行). */
    getHotSearch: build.query<HotSearchItem[], void>({
      queryFn: () => callApi(() => getHotSearch()),
    }),
  }),
});

export const { useGetHotSearchQuery } = searchApi;
