/**
 * The site's runtime libraries set up as the site sets them up, with nothing of its own: a Redux store with an RTK
 * Query api whose one call goes through axios, a styled-components theme and a data router. The bare app (bare-app/)
 * and each page's replica (page-replica/) hydrate with it.
 */
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import axios from 'axios';

export const api = createApi({
  baseQuery: fakeBaseQuery(),
  endpoints: (build) => ({
    time: build.query<number, void>({
      queryFn: async () => ({ data: (await axios.get<number>('/newsite/server-time')).data }),
    }),
  }),
});

const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (d) => d().concat(api.middleware),
});

export const theme = { brand: '#c8161d' };

/** Hydrates the page's root with the store, the theme and `router`, as the site's entry does. */
export function hydrateWithStack(router: ReturnType<typeof createBrowserRouter>): void {
  hydrateRoot(
    document.getElementById('root')!,
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
}
