import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { AppStore } from '../app/store';
import { tableOf, type Area, type AreaRoutes } from './defineRoute';
import { byLayout, createRoutes, layoutRoute, layoutRouteId, pageRoute, ROOT_ROUTE_ID } from './routes';

/**
 * Each area's routes are a chunk of their own: the browser starts with the shell and the area it landed on
 * (the server names it), and adds the others on the visitor's intent (app/prefetchOnIntent.ts) or on the first
 * navigation that needs them — the route table of all ten areas is not part of every page's first download.
 */
export const areaLoaders: Record<Area, () => Promise<AreaRoutes>> = {
  shell: () => import('./shell').then((m) => m.shellRoutes),
  search: () => import('./search').then((m) => m.searchRoutes),
  documents: () => import('./documents').then((m) => m.documentsRoutes),
  accounts: () => import('./accounts').then((m) => m.accountsRoutes),
  entities: () => import('./entities').then((m) => m.entitiesRoutes),
  conference: () => import('./conference').then((m) => m.conferenceRoutes),
  manager: () => import('./manager').then((m) => m.managerRoutes),
  ai: () => import('./ai').then((m) => m.aiRoutes),
  products: () => import('./products').then((m) => m.productsRoutes),
  content: () => import('./content').then((m) => m.contentRoutes),
};

export const allAreas = Object.keys(areaLoaders) as Area[];

export const isArea = (value: unknown): value is Area => typeof value === 'string' && value in areaLoaders;

/** React Router's way to add routes under a parent (`patch` of patchRoutesOnNavigation, `router.patchRoutes`). */
export type PatchRoutes = (parentId: string | null, children: RouteObject[]) => void;

/**
 * Every area's patterns with their area. They are not needed to paint or hydrate a page, only on the visitor's
 * intent to go elsewhere: every area's table loads then, once, in parallel (less JavaScript at first
 * load). A table is its patterns and its modules' loaders, a few hundred bytes.
 */
let patternsOfAreas: Promise<{ path: string; area: Area }[]> | undefined;
const loadPatternsOfAreas = () =>
  (patternsOfAreas ??= Promise.all(allAreas.map((area) => areaLoaders[area]())).then(
    (areas) => areas.flatMap(({ area, routes }) => routes.map(({ path }) => ({ path, area }))),
    (error: unknown) => {
      patternsOfAreas = undefined; // offline: tried again on the next intent or navigation
      throw error;
    },
  ));

/** The area whose route a path would match, ranked as the router ranks; undefined for an unknown path. */
async function areaOfPath(pathname: string): Promise<Area | undefined> {
  return matchRoutes(await loadPatternsOfAreas(), pathname)?.at(-1)?.route.area;
}

/** Fetches the route module of the path's area, the page module of its route and what that page prefetches. */
export async function prefetchPage(pathname: string): Promise<void> {
  const area = await areaOfPath(pathname);
  if (!area) return;
  const { routes } = await areaLoaders[area]();
  const module = await matchRoutes([...routes], pathname)
    ?.at(-1)
    ?.route.page?.();
  await module?.page.prefetch?.();
}

/**
 * The routes of the shell and the given areas, and `discover`, which patches the routes of the path's area in under their layouts (every other area's for a
 * path no area knows), adding a layout route the first time one of its pages arrives. Patching is left to the
 * first navigation that needs it: it makes React Router rank every route again and re-render the page, a long
 * task on a phone if done while the visitor reads. Only the area the visitor goes to is fetched and patched:
 * a search from the home page waits for the search area's module, not for all nine.
 */
export async function createAreaRoutes(store: AppStore, areas: readonly Area[]) {
  const loaded = new Set<Area>(['shell', ...areas]);
  const table = tableOf(await Promise.all([...loaded].map((area) => areaLoaders[area]())));
  const layouts = new Set(byLayout(table).map(([layout]) => layout));
  const others = allAreas.filter((area) => !loaded.has(area));
  const patchedAreas = new Map<Area, Promise<void>>();

  const patchIn = (patch: PatchRoutes, more: AreaRoutes) => {
    for (const [layout, routes] of byLayout(tableOf([more]))) {
      if (layouts.has(layout)) {
        patch(
          layoutRouteId(layout),
          routes.map((route) => pageRoute(route, store)),
        );
      } else {
        patch(ROOT_ROUTE_ID, [layoutRoute(layout, routes, store)]);
        layouts.add(layout);
      }
    }
  };

  const discover = async (patch: PatchRoutes, pathname?: string): Promise<void> => {
    const area = pathname === undefined ? undefined : await areaOfPath(pathname);
    const wanted = area ? others.filter((other) => other === area) : others;
    await Promise.all(
      wanted.map((other) => {
        let patched = patchedAreas.get(other);
        if (!patched) {
          patched = areaLoaders[other]().then((more) => patchIn(patch, more));
          patchedAreas.set(other, patched);
        }
        return patched;
      }),
    );
  };

  return { routes: createRoutes(store, table), discover };
}
