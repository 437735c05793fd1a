import {
  data,
  Outlet,
  redirect,
  ScrollRestoration,
  type RouteObject,
  type UNSAFE_DataWithResponseInit as DataWithResponseInit,
} from 'react-router-dom';
import { notFoundCode } from '@wenxian/domain';
import type { AppStore } from '../app/store';
import { layoutLoaders } from '../layouts/layouts';
import { layoutIds, type LayoutId } from '../layouts/layoutIds';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { loadStartUp } from '../features/session/startUp';
import { loadTdk } from '../features/site/tdk';
import { runGuard } from '../features/session/routeGuards';
import { composeHead, safetyCheckPageHead, type RouteData } from '../features/site/pageHead';
import { isDataWithStatus, pageFailure, type LoadedPage } from '../app/routeModule';
import type { TableRoute } from './defineRoute';

/**
 * What a route says about itself, for tests and for the server (guards and layouts are static; the server
 * preloads the page's module with the entry).
 */
export type RouteHandle = Pick<TableRoute, 'area' | 'guard' | 'layout' | 'page'> & { pattern: string };

const notFound = () => pageFailure({ code: notFoundCode });

/**
 * One page route: guard first (a redirect before any HTML), then the page's own loader and the address's
 * TDK in parallel, then the head. Routes whose page has not been built answer the not-found page.
 */
export function pageRoute(route: TableRoute, store: AppStore): RouteObject {
  // The page module once loaded: later navigations to the page use it without `import()`, which waits a whole
  // task even for a module already there (a search typed on the results page starts its calls at once). A
  // failed load is not kept: the next navigation tries again.
  const { page } = route;
  let loadedPage: Promise<LoadedPage> | undefined;
  let ownErrorBoundary: LoadedPage['ErrorBoundary'];
  const loadPage =
    page &&
    (() =>
      (loadedPage ??= page().then(
        (module) => {
          ownErrorBoundary = module.page.ErrorBoundary;
          return module.page;
        },
        (error: unknown) => {
          loadedPage = undefined;
          throw error;
        },
      )));
  return {
    id: route.path,
    path: route.path,
    handle: {
      area: route.area,
      guard: route.guard,
      layout: route.layout,
      page,
      pattern: route.path,
    } satisfies RouteHandle,
    // The route module's own error boundary once its module is there; the site's otherwise (a module that
    // failed to load has none).
    ErrorBoundary: () => {
      const PageErrorBoundary = ownErrorBoundary ?? RouteErrorPage;
      return <PageErrorBoundary />;
    },
    loader: async ({ request, params }): Promise<RouteData | DataWithResponseInit<RouteData>> => {
      const url = new URL(request.url);
      await runGuard(route.guard, url, store);
      if (route.redirectTo) {
        const target = route.redirectTo({ params, url });
        throw target ? redirect(target, 302) : notFound();
      }
      if (!loadPage) throw notFound();
      // The page's own calls (a search's results) start as soon as its module is there, not after the TDK's
      // answer: the TDK is needed only for the head. loadTdk never rejects (null on failure).
      const tdkLoad = loadTdk(store, url.pathname);
      const definition = await loadPage();
      const loaded = definition.loader ? await definition.loader({ request, params, store, url }) : undefined;
      const tdk = await tdkLoad;
      // A page that answers with a status (`data(value, { status })`) keeps it for the server's response.
      const withStatus = isDataWithStatus(loaded) ? loaded : null;
      const pageData: unknown = withStatus ? withStatus.data : loaded;
      const head = definition.head?.({ data: pageData as never, url, params }) ?? {};
      // 429: the page shows the slider check in place of its content (a call met code 20 or 21), under its
      // own title, not the page's.
      const routeData: RouteData = {
        head: withStatus?.init?.status === 429 ? safetyCheckPageHead : composeHead(tdk, head, url),
      };
      return withStatus ? data(routeData, withStatus.init ?? undefined) : routeData;
    },
    // A route without a page (the catch-all, a redirect) never renders: its loader always throws, and the error
    // boundary shows the answer. Its empty component tells the router so.
    ...(loadPage ? { lazy: async () => ({ Component: (await loadPage()).Component }) } : { Component: rendersNothing }),
  };
}

const rendersNothing = () => null;

/**
 * A layout's routes under its component (loaded with the first page that uses it); its error boundary keeps
 * the layout around the error page.
 */
export function layoutRoute(layout: LayoutId, routes: readonly TableRoute[], store: AppStore): RouteObject {
  return {
    id: layoutRouteId(layout),
    lazy: async () => {
      const { default: Layout } = await layoutLoaders[layout]();
      return {
        Component: Layout,
        ErrorBoundary: () => (
          <Layout>
            <RouteErrorPage />
          </Layout>
        ),
      };
    },
    children: routes.map((route) => pageRoute(route, store)),
  };
}

export const layoutRouteId = (layout: LayoutId) => `layout:${layout}`;

/** The layouts the given routes use, each with its routes, in the layouts' order. */
export function byLayout(routes: readonly TableRoute[]): Array<[LayoutId, TableRoute[]]> {
  return layoutIds
    .map((layout): [LayoutId, TableRoute[]] => [layout, routes.filter((route) => route.layout === layout)])
    .filter(([, children]) => children.length > 0);
}

/**
 * The site's routes over one store and a part of the route table: the server builds them per request from the
 * whole table (its store goes to the browser); the browser once, from the areas it has loaded (routes/areas.ts
 * adds the others as they are needed). The root loader runs the start-up calls (doc 000 §7.2) once per page load.
 */
export function createRoutes(store: AppStore, table: readonly TableRoute[]): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      Component: SiteRoot,
      loader: () => loadStartUp(store),
      shouldRevalidate: () => false,
      ErrorBoundary: RouteErrorPage,
      children: byLayout(table).map(([layout, routes]) => layoutRoute(layout, routes, store)),
    },
  ];
}

export const ROOT_ROUTE_ID = 'root';

/**
 * A page opened by a link starts at its top, as a page the browser loads does (a document opened from the foot of
 * a results list showed its own foot); back and forward return to where the visitor was. React Router's own.
 */
function SiteRoot() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
