import { configureStore } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import axios from 'axios';

/** The bare app's RTK Query api with its one axios call. */
export const api = createApi({
  baseQuery: fakeBaseQuery(),
  endpoints: (build) => ({
    time: build.query<number, void>({
      queryFn: async () => ({ data: (await axios.get<number>('/newsite/server-time')).data }),
    }),
  }),
});

/** A store per render on the server (per request) and one in the browser, as the site makes it. */
export const makeStore = () =>
  configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (d) => d().concat(api.middleware),
  });
