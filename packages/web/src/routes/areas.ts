import type { RouteObject } from 'react-router-dom';
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
 * The routes of the shell and the given areas; `preload`, which fetches every other area's route module once;
 * and `discover`, which patches those routes in under their layouts (adding a layout route the first time one
 * of its pages arrives). Patching is left to the first navigation that needs it: it makes React Router rank
 * every route again and re-render the page, a long task on a phone if done while the visitor reads.
 */
export async function createAreaRoutes(store: AppStore, areas: readonly Area[]) {
  const loaded = new Set<Area>(['shell', ...areas]);
  const table = tableOf(await Promise.all([...loaded].map((area) => areaLoaders[area]())));
  const layouts = new Set(byLayout(table).map(([layout]) => layout));
  let rest: Promise<AreaRoutes[]> | undefined;
  let patched: Promise<void> | undefined;

  const preload = () =>
    (rest ??= Promise.all(allAreas.filter((area) => !loaded.has(area)).map((area) => areaLoaders[area]())));

  const discover = (patch: PatchRoutes): Promise<void> =>
    (patched ??= preload().then((more) => {
      for (const [layout, routes] of byLayout(tableOf(more))) {
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
    }));

  return { routes: createRoutes(store, table), preload, discover };
}
