import { defineArea } from './defineRoute';
import { shellPaths } from './paths/shell';

/** Routes of area `shell`: guard from routes.txt, layout as decided in docs/decisions/web.md. */
export const shellRoutes = defineArea('shell', [
  { path: shellPaths.home, guard: 'none', layout: 'default', page: () => import('../pages/shell/HomePage') },
  { path: shellPaths.notFound, guard: 'none', layout: 'default' },
  {
    path: shellPaths.blocked,
    guard: 'none',
    layout: 'noHeaderFooter',
    page: () => import('../pages/shell/BlockedPage'),
  },
  { path: shellPaths.catchAll, guard: 'none', layout: 'default' },
]);
