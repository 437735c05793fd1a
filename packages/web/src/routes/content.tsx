import { defineArea } from './defineRoute';
import { contentPaths } from './paths/content';

/** Routes of area `content`: guard from routes.txt, layout as decided in docs/decisions/web.md. */
export const contentRoutes = defineArea('content', [
  { path: contentPaths.ks, guard: 'none', layout: 'default', page: () => import('../pages/content/DocumentPage') },
  { path: contentPaths.crc, guard: 'none', layout: 'default', page: () => import('../pages/content/DocumentPage') },
  {
    path: contentPaths.system,
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/content/SystemNoticesPage'),
  },
  { path: contentPaths.pageTmp, guard: 'none', layout: 'default', page: () => import('../pages/content/ArticlePage') },
  {
    path: contentPaths.helpcenter,
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/content/HelpCenterPage'),
  },
  {
    path: contentPaths.helpcenterAdvancesearch,
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/content/HelpSearchPage'),
  },
  {
    path: contentPaths.helpcenterDetailApplication,
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/content/HelpDetailPage'),
  },
  {
    path: contentPaths.helpcenterDetailCooperation,
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/content/HelpDetailPage'),
  },
  {
    path: contentPaths.helpcenterDetailQuestion,
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/content/HelpDetailPage'),
  },
  {
    path: contentPaths.helpcenterNavApplication,
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/content/HelpNavPage'),
  },
  {
    path: contentPaths.helpcenterNavCooperation,
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/content/HelpNavPage'),
  },
  {
    path: contentPaths.helpcenterNavQuestion,
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/content/HelpNavPage'),
  },
  {
    path: contentPaths.helpcenterSearch,
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/content/HelpSearchPage'),
  },
  {
    path: contentPaths.newsInformationChair,
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/content/NewsListPage'),
  },
  {
    path: contentPaths.newsInformationList,
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/content/NewsListPage'),
  },
  {
    path: contentPaths.newsInformationDetailById,
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/content/ArticlePage'),
  },
  {
    path: contentPaths.aboutusAgreement,
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/content/DocumentPage'),
  },
  {
    path: contentPaths.aboutusAs,
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/content/DocumentPage'),
  },
  {
    path: contentPaths.aboutusCc,
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/content/DocumentPage'),
  },
  {
    path: contentPaths.aboutusContact,
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/content/DocumentPage'),
  },
  {
    path: contentPaths.aboutusCso,
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/content/DocumentPage'),
  },
  {
    path: contentPaths.aboutusFl,
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/content/DocumentPage'),
  },
  {
    path: contentPaths.aboutusPs,
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/content/DocumentPage'),
  },
]);
