import { defineArea } from './defineRoute';
import { conferencePaths } from './paths/conference';

/** The manager's four pages and the four e-signature pages share a module each. */
const managerPage = (key: 'home' | 'info' | 'literature' | 'resource') => () =>
  import('../pages/conference/ConferenceManagerPages').then((m) => ({ page: m.conferenceManagerPages[key] }));
const esignPage = (key: 'esignature' | 'esignpc' | 'esignMobile' | 'esignphone') => () =>
  import('../pages/conference/EsignPages').then((m) => ({ page: m.esignPages[key] }));

/** Routes of area `conference`: guard from routes.txt, layout as decided in docs/decisions/web.md. */
export const conferenceRoutes = defineArea('conference', [
  {
    path: conferencePaths.conference,
    guard: 'none',
    layout: 'conference',
    page: () => import('../pages/conference/ConferenceHomePage'),
  },
  {
    path: conferencePaths.conferenceResults,
    guard: 'none',
    layout: 'conference',
    page: () => import('../pages/conference/ConferenceResultsPage'),
  },
  {
    path: conferencePaths.conferenceAuth,
    guard: 'none',
    layout: 'conference',
    page: () => import('../pages/conference/ConferenceAuthPage'),
  },
  {
    path: conferencePaths.conferenceNoticeById,
    guard: 'none',
    layout: 'conference',
    page: () => import('../pages/conference/ConferenceNoticePage'),
  },
  {
    path: conferencePaths.conferenceOrganizationById,
    guard: 'none',
    layout: 'conference',
    page: () => import('../pages/conference/ConferenceOrganizationPage'),
  },
  {
    path: conferencePaths.conferenceById,
    guard: 'none',
    layout: 'conference',
    page: () => import('../pages/conference/ConferenceDetailPage'),
  },
  {
    path: conferencePaths.conferenceByIdByIds,
    guard: 'none',
    layout: 'conference',
    page: () => import('../pages/conference/ConferenceDetailPage'),
  },
  { path: conferencePaths.conferenceManager, guard: 'conference', layout: 'conference', page: managerPage('home') },
  { path: conferencePaths.conferenceManagerInfo, guard: 'conference', layout: 'conference', page: managerPage('info') },
  {
    path: conferencePaths.conferenceManagerLiterature,
    guard: 'conference',
    layout: 'conference',
    page: managerPage('literature'),
  },
  {
    path: conferencePaths.conferenceManagerResource,
    guard: 'conference',
    layout: 'conference',
    page: managerPage('resource'),
  },
  { path: conferencePaths.conferenceEsignMobile, guard: 'conference', layout: 'empty', page: esignPage('esignMobile') },
  {
    path: conferencePaths.conferenceEsignature,
    guard: 'conference',
    layout: 'noHeaderFooter',
    page: esignPage('esignature'),
  },
  {
    path: conferencePaths.conferenceEsignpc,
    guard: 'conference',
    layout: 'noHeaderFooter',
    page: esignPage('esignpc'),
  },
  { path: conferencePaths.conferenceEsignphone, guard: 'conference', layout: 'empty', page: esignPage('esignphone') },
]);
