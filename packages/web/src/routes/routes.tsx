import type { RouteObject } from 'react-router-dom';
import { paths } from './paths';

/**
 * The route table. Every family is lazy-loaded so a visitor to / downloads only the home chunk.
 * Layout routes wrap families (doc 000 §2.2).
 */
export const routes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('../layouts/DefaultLayout')).DefaultLayout }),
    children: [
      { path: paths.home.path, lazy: async () => ({ Component: (await import('../pages/home/HomePage')).HomePage }) },
      { path: '*', lazy: async () => ({ Component: (await import('../pages/errors/NotFoundPage')).NotFoundPage }) },
    ],
  },
];
