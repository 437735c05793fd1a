import { syncServerTime } from '@wenxian/api';
import { apiSlice, callApi } from '../../app/apiSlice';

export const siteApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** Server time (epoch ms); also aligns the call layer's clock. Fails silently (start-up call). */
    getServerTime: build.query<number | null, void>({
      queryFn: () => callApi(() => syncServerTime().catch(() => null)),
    }),
  }),
});

export const { useGetServerTimeQuery } = siteApi;
