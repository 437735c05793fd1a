import { defineArea } from './defineRoute';

/** The manager's four pages and the four e-signature pages share a module each. */
const managerPage = (key: 'home' | 'info' | 'literature' | 'resource') => () =>
  import('../pages/conference/ConferenceManagerPages').then((m) => ({ page: m.conferenceManagerPages[key] }));
const esignPage = (key: 'esignature' | 'esignpc' | 'esignMobile' | 'esignphone') => () =>
  import('../pages/conference/EsignPages').then((m) => ({ page: m.esignPages[key] }));

/** Routes of area `conference`: guard from routes.txt, layout as decided in docs/decisions/web.md. */
export const conferenceTable = [
  {
    path: '/conference',
    guard: 'none',
    layout: 'conference',
    page: () => import('../pages/conference/ConferenceHomePage'),
  },
  {
    path: '/conference/results',
    guard: 'none',
    layout: 'conference',
    page: () => import('../pages/conference/ConferenceResultsPage'),
  },
  {
    path: '/conference/auth',
    guard: 'none',
    layout: 'conference',
    page: () => import('../pages/conference/ConferenceAuthPage'),
  },
  {
    path: '/conference/notice/:id?',
    guard: 'none',
    layout: 'conference',
    page: () => import('../pages/conference/ConferenceNoticePage'),
  },
  {
    path: '/conference/organization/:id?',
    guard: 'none',
    layout: 'conference',
    page: () => import('../pages/conference/ConferenceOrganizationPage'),
  },
  {
    path: '/conference/:id',
    guard: 'none',
    layout: 'conference',
    page: () => import('../pages/conference/ConferenceDetailPage'),
  },
  {
    path: '/conference/:id/:ids',
    guard: 'none',
    layout: 'conference',
    page: () => import('../pages/conference/ConferenceDetailPage'),
  },
  { path: '/conference/manager', guard: 'conference', layout: 'conference', page: managerPage('home') },
  { path: '/conference/manager/info', guard: 'conference', layout: 'conference', page: managerPage('info') },
  {
    path: '/conference/manager/literature',
    guard: 'conference',
    layout: 'conference',
    page: managerPage('literature'),
  },
  {
    path: '/conference/manager/resource',
    guard: 'conference',
    layout: 'conference',
    page: managerPage('resource'),
  },
  { path: '/conference/esign_mobile', guard: 'conference', layout: 'empty', page: esignPage('esignMobile') },
  {
    path: '/conference/esignature',
    guard: 'conference',
    layout: 'noHeaderFooter',
    page: esignPage('esignature'),
  },
  {
    path: '/conference/esignpc',
    guard: 'conference',
    layout: 'noHeaderFooter',
    page: esignPage('esignpc'),
  },
  { path: '/conference/esignphone', guard: 'conference', layout: 'empty', page: esignPage('esignphone') },
] as const;

export const conferenceRoutes = defineArea('conference', conferenceTable);
