/**
 * This week's hot searches (周热词排行) as an endpoint of their own: the home page shows them in its box, while the
 * search calls (`searchApi.ts`) come with the results pages' code.
 */
import { getHotSearch, type HotSearchItem } from '@wenxian/api';
import { apiSlice, callApi } from '../../app/apiSlice';
import { settle } from '../../app/settle';
import type { AppStore } from '../../app/store';

export const hotSearchApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getHotSearch: build.query<HotSearchItem[], void>({
      queryFn: () => callApi(() => getHotSearch()),
    }),
  }),
});

export const { useGetHotSearchQuery } = hotSearchApi;

/** A loader's wait for the hot searches, so they come with the first response; a failure leaves them out, not the page. */
export async function loadHotSearch(store: AppStore): Promise<void> {
  await settle(store.dispatch(hotSearchApi.endpoints.getHotSearch.initiate()));
}
