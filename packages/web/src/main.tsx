import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { BrowserAppProviders } from './app/BrowserProviders';
import { makeStore } from './app/store';
import { serverStateHydrated } from './app/apiSlice';
import { allAreas, createAreaRoutes, isArea, type PatchRoutes } from './routes/areas';
import { readServerState } from './app/serverState';

/** In `vite dev` without an upstream, the MSW worker plays the server; production builds never include it. */
async function startSimulation() {
  if (import.meta.env.DEV && !import.meta.env.VITE_API_UPSTREAM) {
    const [{ worker }, { configureSimulation }] = await Promise.all([
      import('@wenxian/api/mocks/browser'),
      import('@wenxian/api/mocks'),
    ]);
    // Keep logins, quotas and orders across reloads, and answer with a realistic delay.
    configureSimulation({ persist: true, latencyMs: 150 });
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  }
}

/**
 * Loads the lazy parts of the routes the server rendered before hydrating, so the first client render is
 * the server's markup (React Router's documented step for lazy routes with hydration).
 */
async function loadMatchedRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (!route.lazy || typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/** Marks the document once React has taken it over (journeys and measurements wait for it). */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * Starts the site. Not top-level await: lazy chunks import the entry's shared chunk, so an entry still
 * awaiting them would never finish evaluating (a deadlock).
 */
async function start() {
  await startSimulation();
  const serverState = readServerState();
  const store = makeStore();
  if (serverState) store.dispatch(serverStateHydrated(serverState));
  // The server names the area of the page it rendered; the other areas' routes arrive when needed.
  const { routes, discover } = await createAreaRoutes(store, isArea(serverState?.area) ? [serverState.area] : allAreas);
  const routerOptions = { patchRoutesOnNavigation: ({ patch }: { patch: PatchRoutes }) => discover(patch) };
  const root = document.getElementById('root')!;
  const app = (router: ReturnType<typeof createBrowserRouter>) => (
    <StrictMode>
      <BrowserAppProviders store={store}>
        <RouterProvider router={router} />
        <HydrationMark />
      </BrowserAppProviders>
    </StrictMode>
  );

  if (serverState) {
    // Server-rendered: hydrate with the server's loader data (read from the page by the router) and store.
    await loadMatchedRoutes(routes);
    const router = createBrowserRouter(routes, routerOptions);
    // As a transition, hydration yields to the browser between components instead of one long task.
    startTransition(() => void hydrateRoot(root, app(router)));
    // Once the page is idle, the other areas' routes are fetched, so the first navigation does not wait for them.
    const whenIdle = window.requestIdleCallback ?? ((task: () => void) => setTimeout(task, 1000));
    whenIdle(() => void discover((parentId, children) => router.patchRoutes(parentId, children)));
  } else {
    // `vite dev`: no server rendering, the router loads the first page itself.
    createRoot(root).render(app(createBrowserRouter(routes, routerOptions)));
  }
}

void start();
