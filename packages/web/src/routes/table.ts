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

/** Every route of ../shared/spec/routes.txt with its area, guard and layout (checked by routeTable.test.ts). */
export const routeTable: readonly TableRoute[] = tableOf(areas);

/** The whole site's routes over one store (the server's, per request). */
export const createSiteRoutes = (store: AppStore) => createRoutes(store, routeTable);
