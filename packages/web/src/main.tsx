import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { BrowserAppProviders } from './store/BrowserProviders';
import { makeStore } from './store/makeStore';
import { serverStateHydrated } from './app/apiSlice';
import { allAreas, areaLoaders, createAreaRoutes, isArea, prefetchPage, type PatchRoutes } from './routes/areas';
import { readServerState } from './app/serverState';
import { earlyInputHydrationStarts, replayEarlyInput } from './app/earlyInput';
import { useShellHydrated } from './app/hydration/pageHydration';
import {
  deferRegionsInFirstHydration,
  endFirstHydration,
  hydrateAllRegions,
  hydrateRegionsBeforeNavigation,
} from './app/hydration/hydrateOnUse';
import { prefetchOnIntent } from './app/prefetchOnIntent';
import { adoptServerStyles } from './app/serverStyles';

/** In `vite dev` without an upstream, the MSW worker plays the server; production builds never include it. */
async function startSimulation() {
  if (import.meta.env.DEV && !import.meta.env.VITE_API_UPSTREAM) {
    const [{ worker }, { configureSimulation }] = await Promise.all([
      import('@wenxian/simulation/browser'),
      import('@wenxian/simulation'),
    ]);
    // Keep logins, quotas and orders across reloads, and answer with a realistic delay.
    configureSimulation({ persist: true, latencyMs: 150 });
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  }
}

/**
 * Lets the browser paint and answer input before the next start-up step: each step runs as a task of its own
 * instead of one long task that a phone's visitor would feel as a frozen page (Lighthouse's blocking time).
 */
const yieldToBrowser = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Loads the lazy parts of the routes the server rendered before hydrating, so the first client render is
 * the server's markup (React Router's documented step for lazy routes with hydration). All of them start in one
 * task, so the layout's and the page's chunks download side by side (over HTTP/1.1 a chain of starts one task
 * apart was a chain of round trips); each is evaluated in its own task as it arrives.
 */
async function loadMatchedRoutes(routes: RouteObject[]) {
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      const { lazy } = route;
      if (!lazy || typeof lazy !== 'function') return;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
}

/**
 * Marks the document once React has taken all of it over, its regions too (journeys and measurements wait for
 * it), then plays back the clicks and typing the page's inline recorder kept since first paint
 * (app/earlyInput.ts), in a task of its own so that React has finished its commit.
 */
function HydrationMark() {
  useShellHydrated(() => {
    endFirstHydration();
    document.documentElement.dataset.hydrated = 'true';
    setTimeout(replayEarlyInput, 0);
  });
  return null;
}

/**
 * Starts the site. Not top-level await: lazy chunks import the entry's shared chunk, so an entry still
 * awaiting them would never finish evaluating (a deadlock).
 */
async function start() {
  const serverState = readServerState();
  const areas = isArea(serverState?.area) ? [serverState.area] : allAreas;
  // The route modules of the page the server rendered download while the store is made.
  for (const area of ['shell' as const, ...areas]) void areaLoaders[area]().catch(() => undefined);
  // The entry's own evaluation was one task; the store and the routes come in the next ones.
  await yieldToBrowser();
  await startSimulation();
  const store = makeStore();
  if (serverState) store.dispatch(serverStateHydrated(serverState));
  await yieldToBrowser();
  // The server names the area of the page it rendered; the other areas' routes arrive when needed.
  const { routes, discover } = await createAreaRoutes(store, areas);
  const routerOptions = {
    patchRoutesOnNavigation: ({ patch, path }: { patch: PatchRoutes; path: string }) => discover(patch, path),
  };
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
    await yieldToBrowser();
    const router = createBrowserRouter(routes, routerOptions);
    // The regions that need no script (the header bar, the footer, the side toolbar, what lies below the fold)
    // stay server HTML until seen or used; a navigation (the router's contexts change above them) hydrates them
    // before it renders, unless the visitor's intent to navigate has already (prefetchOnIntent below).
    router.subscribe(hydrateAllRegions);
    deferRegionsInFirstHydration();
    await yieldToBrowser();
    adoptServerStyles();
    // From here React may take over any region an event targets, the home page's search form too: the recorder
    // keeps that form's submit for the replay, after the text typed before.
    earlyInputHydrationStarts();
    // As a transition, hydration yields to the browser between components instead of one long task.
    startTransition(() => void hydrateRoot(root, app(router)));
    // Another area's code is fetched when a link or form to it shows the visitor's intent, not on idle; the first
    // navigation to another area patches the routes in (`patchRoutesOnNavigation`). The same intent hydrates the
    // regions still waiting, so the navigation that may follow renders the next page alone.
    prefetchOnIntent(prefetchPage, hydrateRegionsBeforeNavigation);
  } else {
    // `vite dev`: no server rendering, the router loads the first page itself.
    createRoot(root).render(app(createBrowserRouter(routes, routerOptions)));
  }
}

void start();
