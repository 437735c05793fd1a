import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { BrowserAppProviders } from '../store/BrowserProviders';
import { sessionFlagKeys } from '../features/banners/sessionFlags';
import { type RootState } from '../app/store';
import { makeStore } from '../store/makeStore';
import { allLayouts } from '../layouts/allLayouts';
import type { LayoutId } from '../layouts/layoutIds';
import { routeTable } from '../routes/table';

/** Story parameters a page story may set (mealdrop style). */
export type PageParameters = {
  /** The URL the page opens at, and the route pattern it is mounted on (for params). */
  deeplink?: { path: string; route?: string };
  /** Preloaded Redux state. */
  store?: { initialState?: Partial<RootState> };
  /** Render inside the default layout (header, toasts, safety check); true unless set to false. */
  withLayout?: boolean;
  /** Which layout wraps the page (doc 000 §2.2); unless set, the one its route names in the route table. */
  siteLayout?: LayoutId;
};

/** The layout the route table gives the story's address (the default layout for an unknown one). */
function layoutOf(parameters: PageParameters): LayoutId {
  if (parameters.siteLayout) return parameters.siteLayout;
  const pathname = (parameters.deeplink?.path ?? '/').split(/[?#]/)[0] ?? '/';
  // Ranked as the site's router ranks them: a static segment beats a parameter, anything beats the catch-all.
  const matched = matchRoutes(
    routeTable.map(({ path, layout }) => ({ path, layout })),
    pathname,
  );
  return matched?.[0]?.route.layout ?? 'default';
}

function PageHarness({ Story, parameters }: { Story: () => ReactNode; parameters: PageParameters }) {
  const [store] = useState(() => makeStore(parameters.store?.initialState));
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          Component: parameters.withLayout === false ? undefined : allLayouts[layoutOf(parameters)],
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

/**
 * Every page story starts a fresh session view: nothing closed by an earlier story, except the AI header's
 * promo, whose 10 s countdown would tick through the picture (its own stories are ui's AiHeader ones).
 */
function freshSession() {
  window.sessionStorage.removeItem(sessionFlagKeys.carouselClosed);
  window.sessionStorage.removeItem(sessionFlagKeys.headerBannerClosed);
  window.sessionStorage.setItem(sessionFlagKeys.aiPromoClosed, '1');
}

/** Wraps a page story in the site's providers, a fresh store and a memory router at `parameters.deeplink`. */
export const withPage: Decorator = (Story, context) => {
  freshSession();
  return <PageHarness Story={Story} parameters={context.parameters as PageParameters} />;
};
