import { getConfigList, type ConfigGroup } from '@wenxian/api';
import { apiSlice, callApi } from '../../app/apiSlice';

/** The start-up config list (doc 000 §3: four groups by type 1 to 4). Fails silently to an empty list. */
export const siteConfigApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getConfigGroups: build.query<ConfigGroup[], void>({
      queryFn: () => callApi(() => getConfigList().catch(() => [])),
    }),
  }),
});

export const { useGetConfigGroupsQuery } = siteConfigApi;
