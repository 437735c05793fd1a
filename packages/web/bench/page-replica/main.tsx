/**
 * The like-for-like reference's client: the bare app's libraries, set up as bench/bare-app sets them up (a data
 * router, a Redux store with an RTK Query api, styled-components with a theme, an axios call), hydrating the
 * page the reference's server rendered (render.tsx) from the captured tree it wrote beside it.
 */
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import axios from 'axios';
import { Replica, type ReplicaPage } from './Replica';
import { theme } from './theme';

const page = JSON.parse(document.getElementById('replica-page')!.textContent!) as ReplicaPage;

const api = createApi({
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

function Page() {
  api.useTimeQuery();
  useEffect(() => void (document.documentElement.dataset.hydrated = 'true'), []);
  return <Replica page={page} />;
}

const router = createBrowserRouter([{ id: 'page', path: '*', Component: Page, loader: () => null }], {
  hydrationData: { loaderData: { page: null } },
});
hydrateRoot(
  document.getElementById('root')!,
  <Provider store={store}>
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
    </ThemeProvider>
  </Provider>,
);
