import { defineArea } from './defineRoute';

/** The about-us pages, /ks and /crc are one module: the document comes from the address. */
const publicDocumentPage = () => import('../pages/content/PublicDocumentPage');

/** Routes of area `content`: guard from routes.txt, layout as decided in docs/decisions/web.md. */
export const contentTable = [
  { path: '/ks', guard: 'none', layout: 'default', page: publicDocumentPage },
  { path: '/crc', guard: 'none', layout: 'default', page: publicDocumentPage },
  {
    path: '/system',
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/content/SystemNoticesPage'),
  },
  { path: '/pageTmp', guard: 'none', layout: 'default', page: () => import('../pages/content/ArticlePage') },
  {
    path: '/helpcenter',
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/content/HelpCenterPage'),
  },
  {
    path: '/helpcenter/advancesearch',
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/content/HelpSearchPage'),
  },
  {
    path: '/helpcenter/detail/application',
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/content/HelpDetailPage'),
  },
  {
    path: '/helpcenter/detail/cooperation',
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/content/HelpDetailPage'),
  },
  {
    path: '/helpcenter/detail/question',
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/content/HelpDetailPage'),
  },
  {
    path: '/helpcenter/nav/application',
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/content/HelpNavPage'),
  },
  {
    path: '/helpcenter/nav/cooperation',
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/content/HelpNavPage'),
  },
  {
    path: '/helpcenter/nav/question',
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/content/HelpNavPage'),
  },
  {
    path: '/helpcenter/search',
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/content/HelpSearchPage'),
  },
  {
    path: '/newsInformation/chair',
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/content/NewsListPage'),
  },
  {
    path: '/newsInformation/list',
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/content/NewsListPage'),
  },
  {
    path: '/newsInformation/detail/:id?',
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/content/ArticlePage'),
  },
  { path: '/aboutus/agreement', guard: 'none', layout: 'default', page: publicDocumentPage },
  { path: '/aboutus/as', guard: 'none', layout: 'default', page: publicDocumentPage },
  { path: '/aboutus/cc', guard: 'none', layout: 'default', page: publicDocumentPage },
  { path: '/aboutus/contact', guard: 'none', layout: 'default', page: publicDocumentPage },
  { path: '/aboutus/cso', guard: 'none', layout: 'default', page: publicDocumentPage },
  { path: '/aboutus/fl', guard: 'none', layout: 'default', page: publicDocumentPage },
  { path: '/aboutus/ps', guard: 'none', layout: 'default', page: publicDocumentPage },
] as const;

export const contentRoutes = defineArea('content', contentTable);
