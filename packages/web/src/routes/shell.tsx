import { defineArea } from './defineRoute';

/** Routes of area `shell`: guard from routes.txt, layout as decided in docs/decisions/web.md. */
export const shellTable = [
  { path: '/', guard: 'none', layout: 'default', page: () => import('../pages/shell/HomePage') },
  { path: '/404', guard: 'none', layout: 'default' },
  {
    path: '/block.html',
    guard: 'none',
    layout: 'noHeaderFooter',
    page: () => import('../pages/shell/BlockedPage'),
  },
  { path: '*', guard: 'none', layout: 'default' },
] as const;

export const shellRoutes = defineArea('shell', shellTable);
