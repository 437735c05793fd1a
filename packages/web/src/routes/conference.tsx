import { defineArea } from './defineRoute';

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
  {
    path: '/conference/manager',
    guard: 'conference',
    layout: 'conference',
    page: () => import('../pages/conference/manager/ConferenceManagerPage'),
  },
  {
    path: '/conference/manager/info',
    guard: 'conference',
    layout: 'conference',
    page: () => import('../pages/conference/manager/ConferenceManagerInfoPage'),
  },
  {
    path: '/conference/manager/literature',
    guard: 'conference',
    layout: 'conference',
    page: () => import('../pages/conference/manager/ConferenceManagerLiteraturePage'),
  },
  {
    path: '/conference/manager/resource',
    guard: 'conference',
    layout: 'conference',
    page: () => import('../pages/conference/manager/ConferenceManagerResourcePage'),
  },
  {
    path: '/conference/esign_mobile',
    guard: 'conference',
    layout: 'empty',
    page: () => import('../pages/conference/esign/EsignMobilePage'),
  },
  {
    path: '/conference/esignature',
    guard: 'conference',
    layout: 'noHeaderFooter',
    page: () => import('../pages/conference/esign/EsignaturePage'),
  },
  {
    path: '/conference/esignpc',
    guard: 'conference',
    layout: 'noHeaderFooter',
    page: () => import('../pages/conference/esign/EsignPcPage'),
  },
  {
    path: '/conference/esignphone',
    guard: 'conference',
    layout: 'empty',
    page: () => import('../pages/conference/esign/EsignPhonePage'),
  },
] as const;

export const conferenceRoutes = defineArea('conference', conferenceTable);
