import type { RouteObject } from 'react-router-dom';
import { paths } from './paths';
import { ListLoader } from '@wenxian/ui';
import { DefaultLayout } from '../layouts/DefaultLayout';

/**
 * The route table. Every family is lazy-loaded so a visitor to / downloads only the home chunk.
 * Layout routes wrap families (doc 000 §2.2).
 */
export const routes: RouteObject[] = [
  {
    // The default layout is on every page, so it is part of the entry chunk; page families load lazily.
    Component: DefaultLayout,
    // Shown while the first page's lazy chunk loads.
    HydrateFallback: () => <ListLoader state="loading" />,
    children: [
      { path: paths.home, lazy: async () => ({ Component: (await import('../pages/home/HomePage')).HomePage }) },
      { path: paths.search, lazy: async () => ({ Component: (await import('../pages/search/SearchPage')).SearchPage }) },
      { path: paths.login, lazy: async () => ({ Component: (await import('../pages/account/LoginPage')).LoginPage }) },
      { path: paths.notFound, lazy: async () => ({ Component: (await import('../pages/errors/NotFoundPage')).NotFoundPage }) },
    ],
  },
];
