import type { AppStore } from '../app/store';
import { tableOf, type AreaRoutes, type TableRoute } from './defineRoute';
import { createRoutes } from './routes';
import { shellRoutes } from './shell';
import { searchRoutes } from './search';
import { documentsRoutes } from './documents';
import { accountsRoutes } from './accounts';
import { entitiesRoutes } from './entities';
import { conferenceRoutes } from './conference';
import { managerRoutes } from './manager';
import { aiRoutes } from './ai';
import { productsRoutes } from './products';
import { contentRoutes } from './content';

/**
 * Every area at once, for the server, stories and tests; the browser loads areas one by one (areas.ts), so
 * this module never ships to it.
 */
const areas: readonly AreaRoutes[] = [
  shellRoutes,
  searchRoutes,
  documentsRoutes,
  accountsRoutes,
  entitiesRoutes,
  conferenceRoutes,
  managerRoutes,
  aiRoutes,
  productsRoutes,
  contentRoutes,
];

export type { TableRoute };

/** Every route of routes.txt (the spec's, copied here) with its area, guard and layout (see routeTable.test.ts). */
export const routeTable: readonly TableRoute[] = tableOf(areas);

/** The whole site's routes over one store (the server's, per request). */
export const createSiteRoutes = (store: AppStore) => createRoutes(store, routeTable);

/** A pattern's or path's first segment as React Router compares it (case-insensitively); `''` for `/`. */
const firstSegment = (path: string) => (path.replace(/^\/?/, '/').split('/')[1] ?? '').toLowerCase();
const isParameter = (segment: string) => segment.startsWith(':') || segment.startsWith('*');

/** The areas with a route under each literal first segment; and those whose routes start with a parameter. */
const areasBySegment = new Map<string, Set<AreaRoutes>>();
const areasOfAnyPath = new Set<AreaRoutes>();
for (const area of areas) {
  for (const { path } of area.routes) {
    const segment = firstSegment(path);
    if (isParameter(segment)) areasOfAnyPath.add(area);
    else areasBySegment.set(segment, (areasBySegment.get(segment) ?? new Set()).add(area));
  }
}

/**
 * The areas whose routes can match a path: those with a route under its first segment and those whose routes
 * begin with a parameter or a splat (the shell's not-found page). A route under another first segment cannot
 * match the path, so matching within these areas finds the route the whole table ranks first
 * (routeTable.test.ts holds the two to the same answer). The server matches each request over these only:
 * React Router flattens and ranks every route it is given on every match.
 */
export function areasOfPath(pathname: string): readonly AreaRoutes[] {
  const segment = firstSegment(pathname);
  // React Router matches the decoded path, or the path as written when any segment is not valid encoding.
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment).toLowerCase();
  } catch {
    // As written only.
  }
  const candidates = new Set([
    ...(areasBySegment.get(segment) ?? []),
    ...(areasBySegment.get(decoded) ?? []),
    ...areasOfAnyPath,
  ]);
  return areas.filter((area) => candidates.has(area));
}
