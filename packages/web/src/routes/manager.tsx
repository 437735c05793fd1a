import type { ManagerAnalysisKey } from '@wenxian/domain';
import { defineArea } from './defineRoute';
import { managerPaths } from './paths/manager';

/** The twelve analysis pages share one module; each route takes its own page from it. */
const account = (key: 'account' | 'auth' | 'email' | 'logout' | 'password' | 'phone' | 'production' | 'weixin') => () =>
  import('../pages/manager/ManagerAccountPages').then((m) => ({ page: m.managerAccountPages[key] }));
const analysis = (key: ManagerAnalysisKey) => () =>
  import('../pages/manager/AnalysisPages').then((m) => ({ page: m.analysisPages[key] }));

/** Routes of area `manager`: guard from routes.txt, layout as decided in docs/decisions/web.md. */
export const managerRoutes = defineArea('manager', [
  {
    path: managerPaths.manager,
    guard: 'manager',
    layout: 'noSideBar',
    page: () => import('../pages/manager/ManagerHomePage'),
  },
  { path: managerPaths.managerAgingReport, guard: 'manager', layout: 'noSideBar', page: analysis('agingReport') },
  { path: managerPaths.managerAreaAnalysis, guard: 'manager', layout: 'noSideBar', page: analysis('areaAnalysis') },
  { path: managerPaths.managerAuthorAnalysis, guard: 'manager', layout: 'noSideBar', page: analysis('authorAnalysis') },
  { path: managerPaths.managerCompete, guard: 'manager', layout: 'noSideBar', page: analysis('compete') },
  {
    path: managerPaths.managerEditPeriodic,
    guard: 'manager',
    layout: 'noSideBar',
    page: () => import('../pages/manager/EditPeriodicPage'),
  },
  { path: managerPaths.managerElementReport, guard: 'manager', layout: 'noSideBar', page: analysis('elementReport') },
  { path: managerPaths.managerFundanalysis, guard: 'manager', layout: 'noSideBar', page: analysis('fundanalysis') },
  { path: managerPaths.managerInfluenceRank, guard: 'manager', layout: 'noSideBar', page: analysis('influenceRank') },
  {
    path: managerPaths.managerInfluenceReport,
    guard: 'manager',
    layout: 'noSideBar',
    page: analysis('influenceReport'),
  },
  {
    path: managerPaths.managerJournalanalysis,
    guard: 'manager',
    layout: 'noSideBar',
    page: analysis('journalanalysis'),
  },
  {
    path: managerPaths.managerLiteratureInquiry,
    guard: 'manager',
    layout: 'noSideBar',
    page: () => import('../pages/manager/LiteratureInquiryPage'),
  },
  { path: managerPaths.managerOrganAnalysis, guard: 'manager', layout: 'noSideBar', page: analysis('organAnalysis') },
  { path: managerPaths.managerQuoteReport, guard: 'manager', layout: 'noSideBar', page: analysis('quoteReport') },
  {
    path: managerPaths.managerSubjectAnalysis,
    guard: 'manager',
    layout: 'noSideBar',
    page: analysis('subjectAnalysis'),
  },
  { path: managerPaths.managerAccount, guard: 'member', layout: 'noSideBar', page: account('account') },
  { path: managerPaths.managerAccountAuth, guard: 'member', layout: 'noSideBar', page: account('auth') },
  { path: managerPaths.managerAccountEmail, guard: 'member', layout: 'noSideBar', page: account('email') },
  { path: managerPaths.managerAccountLogout, guard: 'member', layout: 'noSideBar', page: account('logout') },
  { path: managerPaths.managerAccountPassword, guard: 'member', layout: 'noSideBar', page: account('password') },
  { path: managerPaths.managerAccountPhone, guard: 'member', layout: 'noSideBar', page: account('phone') },
  { path: managerPaths.managerAccountProduction, guard: 'member', layout: 'noSideBar', page: account('production') },
  { path: managerPaths.managerAccountWeixin, guard: 'member', layout: 'noSideBar', page: account('weixin') },
  {
    path: managerPaths.managerAuth,
    guard: 'member',
    layout: 'noSideBar',
    page: () => import('../pages/manager/ManagerAuthPage'),
  },
]);
