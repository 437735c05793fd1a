import type { ManagerAnalysisKey } from '@wenxian/domain';
import { defineArea } from './defineRoute';

/** The twelve analysis pages share one module; each route takes its own page from it. */
const account = (key: 'account' | 'auth' | 'email' | 'logout' | 'password' | 'phone' | 'production' | 'weixin') => () =>
  import('../pages/manager/ManagerAccountPages').then((m) => ({ page: m.managerAccountPages[key] }));
const analysis = (key: ManagerAnalysisKey) => () =>
  import('../pages/manager/AnalysisPages').then((m) => ({ page: m.analysisPages[key] }));

/** Routes of area `manager`: guard from routes.txt, layout as decided in docs/decisions/web.md. */
export const managerTable = [
  {
    path: '/manager',
    guard: 'manager',
    layout: 'noSideBar',
    page: () => import('../pages/manager/ManagerHomePage'),
  },
  { path: '/manager/agingReport', guard: 'manager', layout: 'noSideBar', page: analysis('agingReport') },
  { path: '/manager/areaAnalysis', guard: 'manager', layout: 'noSideBar', page: analysis('areaAnalysis') },
  { path: '/manager/authorAnalysis', guard: 'manager', layout: 'noSideBar', page: analysis('authorAnalysis') },
  { path: '/manager/compete', guard: 'manager', layout: 'noSideBar', page: analysis('compete') },
  {
    path: '/manager/editPeriodic',
    guard: 'manager',
    layout: 'noSideBar',
    page: () => import('../pages/manager/EditPeriodicPage'),
  },
  { path: '/manager/elementReport', guard: 'manager', layout: 'noSideBar', page: analysis('elementReport') },
  { path: '/manager/fundanalysis', guard: 'manager', layout: 'noSideBar', page: analysis('fundanalysis') },
  { path: '/manager/influenceRank', guard: 'manager', layout: 'noSideBar', page: analysis('influenceRank') },
  {
    path: '/manager/influenceReport',
    guard: 'manager',
    layout: 'noSideBar',
    page: analysis('influenceReport'),
  },
  {
    path: '/manager/journalanalysis',
    guard: 'manager',
    layout: 'noSideBar',
    page: analysis('journalanalysis'),
  },
  {
    path: '/manager/literatureInquiry',
    guard: 'manager',
    layout: 'noSideBar',
    page: () => import('../pages/manager/LiteratureInquiryPage'),
  },
  { path: '/manager/organAnalysis', guard: 'manager', layout: 'noSideBar', page: analysis('organAnalysis') },
  { path: '/manager/quoteReport', guard: 'manager', layout: 'noSideBar', page: analysis('quoteReport') },
  {
    path: '/manager/subjectAnalysis',
    guard: 'manager',
    layout: 'noSideBar',
    page: analysis('subjectAnalysis'),
  },
  { path: '/manager/account', guard: 'member', layout: 'noSideBar', page: account('account') },
  { path: '/manager/account/auth', guard: 'member', layout: 'noSideBar', page: account('auth') },
  { path: '/manager/account/email', guard: 'member', layout: 'noSideBar', page: account('email') },
  { path: '/manager/account/logout', guard: 'member', layout: 'noSideBar', page: account('logout') },
  { path: '/manager/account/password', guard: 'member', layout: 'noSideBar', page: account('password') },
  { path: '/manager/account/phone', guard: 'member', layout: 'noSideBar', page: account('phone') },
  { path: '/manager/account/production', guard: 'member', layout: 'noSideBar', page: account('production') },
  { path: '/manager/account/weixin', guard: 'member', layout: 'noSideBar', page: account('weixin') },
  {
    path: '/manager/auth',
    guard: 'member',
    layout: 'noSideBar',
    page: () => import('../pages/manager/ManagerAuthPage'),
  },
] as const;

export const managerRoutes = defineArea('manager', managerTable);
