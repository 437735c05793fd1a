import type { Area, AreaRoutes, SiteRoute } from './defineRoute';
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

export type TableRoute = SiteRoute & { area: Area };

/** Every route of ../shared/spec/routes.txt with its area, guard and layout (checked by routeTable.test.ts). */
export const routeTable: readonly TableRoute[] = areas.flatMap(({ area, routes }) =>
  routes.map((route) => ({ ...route, area })),
);
