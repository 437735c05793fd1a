import type { LoaderFunctionArgs } from 'react-router-dom';
import type { LoadedPage } from '../app/routeModule';
import type { LayoutId } from '../layouts/layoutIds';
import type { Guard } from '../features/session/routeGuards';

/** Who owns a page (the `area` column of the spec's routes.txt, copied beside this file). */
export type Area =
  'shell' | 'search' | 'documents' | 'accounts' | 'entities' | 'conference' | 'manager' | 'ai' | 'products' | 'content';

/**
 * One line of routes.txt made code: its pattern, guard and layout, and its route module. Links to it are
 * React Router's `href(pattern, params)`, typed from these patterns (sitePages.ts).
 */
export type SiteRoute = {
  path: string;
  guard: Guard;
  layout: LayoutId;
  /** The lazily loaded route module; a route without one answers the not-found page (404) after its guard. */
  page?: () => Promise<{ page: LoadedPage }>;
  /** For `guard: 'redirect'`: where the server answers 302 to (null → not found). */
  redirectTo?: (args: { params: LoaderFunctionArgs['params']; url: URL }) => string | null;
  /**
   * For a route routes.txt does not have (a page the spec gives calls but no screen): the decision file that
   * records it. routeTable.test.ts keeps the table equal to routes.txt apart from these.
   */
  beyondSpec?: `docs/decisions/${string}.md`;
};

export type AreaRoutes = { area: Area; routes: readonly SiteRoute[] };

/** A route of the table: a line of routes.txt with its area. */
export type TableRoute = SiteRoute & { area: Area };

/** The table's lines of some areas. */
export function tableOf(areas: readonly AreaRoutes[]): TableRoute[] {
  return areas.flatMap(({ area, routes }) => routes.map((route) => ({ ...route, area })));
}

/**
 * An area's routes from its table. The table is a literal (`as const`) of its own, apart from this call, so its
 * patterns' types can be read (sitePages.ts) without checking its modules, whose links need those types.
 */
export function defineArea(area: Area, routes: readonly SiteRoute[]): AreaRoutes {
  return { area, routes };
}
