import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { BrowserAppProviders } from '../app/BrowserProviders';
import { makeStore, type RootState } from '../app/store';
import { allLayouts } from '../layouts/allLayouts';
import type { LayoutId } from '../layouts/layoutIds';

/** Story parameters a page story may set (mealdrop style). */
export type PageParameters = {
  /** The URL the page opens at, and the route pattern it is mounted on (for params). */
  deeplink?: { path: string; route?: string };
  /** Preloaded Redux state. */
  store?: { initialState?: Partial<RootState> };
  /** Render inside the default layout (header, toasts, verification); true unless set to false. */
  withLayout?: boolean;
  /** Which layout wraps the page (doc 000 §2.2); the default one unless set. */
  siteLayout?: LayoutId;
};

function PageHarness({ Story, parameters }: { Story: () => ReactNode; parameters: PageParameters }) {
  const [store] = useState(() => makeStore(parameters.store?.initialState));
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          Component: parameters.withLayout === false ? undefined : allLayouts[parameters.siteLayout ?? 'default'],
          children: [{ path: parameters.deeplink?.route ?? '*', element: <Story /> }],
        },
      ],
      { initialEntries: [parameters.deeplink?.path ?? '/'] },
    ),
  );
  return (
    <BrowserAppProviders store={store}>
      <RouterProvider router={router} />
    </BrowserAppProviders>
  );
}

/** Wraps a page story in the site's providers, a fresh store and a memory router at `parameters.deeplink`. */
export const withPage: Decorator = (Story, context) => (
  <PageHarness Story={Story} parameters={context.parameters as PageParameters} />
);
