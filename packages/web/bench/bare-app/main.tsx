/**
 * The benchmark's reference: the smallest app that uses the site's runtime libraries the way the
 * site does — a data router hydrated on the client, a Redux store with an RTK Query api, styled-components
 * with a theme, and an axios call — with no page of its own. Its initial JavaScript is the floor the site's
 * initial JavaScript is compared with (`node scripts/measure-bundle.mjs`), and its time from first paint to
 * hydrated the floor of the site's (`scripts/measure-first-seconds.mjs`): its HTML is what it
 * renders, and it marks the document hydrated as the site does.
 */
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, useLoaderData } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { Provider } from 'react-redux';
import styled, { ThemeProvider } from 'styled-components';
import axios from 'axios';

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

const Title = styled.h1`
  color: ${({ theme }) => (theme as { brand: string }).brand};
`;

function Page() {
  const text = useLoaderData() as string;
  const { data } = api.useTimeQuery();
  useEffect(() => void (document.documentElement.dataset.hydrated = 'true'), []);
  return (
    <Title>
      {text} {data}
    </Title>
  );
}

// Hydrated with its loader's answer, as the server writes the site's (the first render is the server's HTML).
const router = createBrowserRouter([{ id: 'page', path: '/', Component: Page, loader: () => 'bare' }], {
  hydrationData: { loaderData: { page: 'bare' } },
});
hydrateRoot(
  document.getElementById('root')!,
  <Provider store={store}>
    <ThemeProvider theme={{ brand: '#c8161d' }}>
      <RouterProvider router={router} />
    </ThemeProvider>
  </Provider>,
);
