import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { LinkProvider } from '@wenxian/ui';
import { makeStore, type RootState } from '../app/store';
import { RouterLink } from '../app/RouterLink';

/** Story parameters a page story may set (mealdrop style). */
export type PageParameters = {
  /** The URL the page opens at, and the route pattern it is mounted on (for params). */
  deeplink?: { path: string; route?: string };
  /** Preloaded Redux state. */
  store?: { initialState?: Partial<RootState> };
};

function PageHarness({ Story, parameters }: { Story: () => ReactNode; parameters: PageParameters }) {
  const [store] = useState(() => makeStore(parameters.store?.initialState));
  const [router] = useState(() =>
    createMemoryRouter([{ path: parameters.deeplink?.route ?? '*', element: <Story /> }], {
      initialEntries: [parameters.deeplink?.path ?? '/'],
    }),
  );
  return (
    <Provider store={store}>
      <LinkProvider component={RouterLink}>
        <RouterProvider router={router} />
      </LinkProvider>
    </Provider>
  );
}

/** Wraps a page story in a fresh store and a memory router at `parameters.deeplink`. */
export const withPage: Decorator = (Story, context) => (
  <PageHarness Story={Story} parameters={context.parameters as PageParameters} />
);
