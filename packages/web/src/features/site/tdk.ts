import { getTdkByAddress, type Tdk } from '@wenxian/api';
import { apiSlice, callApi } from '../../app/apiSlice';
import type { AppStore } from '../../app/store';
import { settle } from '../../app/settle';

/** The TDK (title, description, keywords) operators set for an address; silent, null when none. */
const tdkApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getTdk: build.query<Tdk | null, string>({
      queryFn: (address) => callApi(() => getTdkByAddress({ address }).catch(() => null)),
    }),
  }),
});

export async function loadTdk(store: AppStore, address: string): Promise<Tdk | null> {
  return (await settle(store.dispatch(tdkApi.endpoints.getTdk.initiate(address)))).data ?? null;
}
