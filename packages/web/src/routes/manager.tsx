import { defineArea } from './defineRoute';

/** Routes of area `manager`: guard from routes.txt, layout as decided in docs/decisions/web.md. */
export const managerTable = [
  {
    path: '/manager',
    guard: 'manager',
    layout: 'noSideBar',
    page: () => import('../pages/manager/ManagerHomePage'),
  },
  {
    path: '/manager/agingReport',
    guard: 'manager',
    layout: 'noSideBar',
    page: () => import('../pages/manager/analysis/AgingReportPage'),
  },
  {
    path: '/manager/areaAnalysis',
    guard: 'manager',
    layout: 'noSideBar',
    page: () => import('../pages/manager/analysis/AreaAnalysisPage'),
  },
  {
    path: '/manager/authorAnalysis',
    guard: 'manager',
    layout: 'noSideBar',
    page: () => import('../pages/manager/analysis/AuthorAnalysisPage'),
  },
  {
    path: '/manager/compete',
    guard: 'manager',
    layout: 'noSideBar',
    page: () => import('../pages/manager/analysis/ManagerCompetePage'),
  },
  {
    path: '/manager/editPeriodic',
    guard: 'manager',
    layout: 'noSideBar',
    page: () => import('../pages/manager/EditPeriodicPage'),
  },
  {
    path: '/manager/elementReport',
    guard: 'manager',
    layout: 'noSideBar',
    page: () => import('../pages/manager/analysis/ElementReportPage'),
  },
  {
    path: '/manager/fundanalysis',
    guard: 'manager',
    layout: 'noSideBar',
    page: () => import('../pages/manager/analysis/FundAnalysisPage'),
  },
  {
    path: '/manager/influenceRank',
    guard: 'manager',
    layout: 'noSideBar',
    page: () => import('../pages/manager/analysis/InfluenceRankPage'),
  },
  {
    path: '/manager/influenceReport',
    guard: 'manager',
    layout: 'noSideBar',
    page: () => import('../pages/manager/analysis/InfluenceReportPage'),
  },
  {
    path: '/manager/journalanalysis',
    guard: 'manager',
    layout: 'noSideBar',
    page: () => import('../pages/manager/analysis/JournalAnalysisPage'),
  },
  {
    path: '/manager/literatureInquiry',
    guard: 'manager',
    layout: 'noSideBar',
    page: () => import('../pages/manager/LiteratureInquiryPage'),
  },
  {
    path: '/manager/organAnalysis',
    guard: 'manager',
    layout: 'noSideBar',
    page: () => import('../pages/manager/analysis/OrganAnalysisPage'),
  },
  {
    path: '/manager/quoteReport',
    guard: 'manager',
    layout: 'noSideBar',
    page: () => import('../pages/manager/analysis/QuoteReportPage'),
  },
  {
    path: '/manager/subjectAnalysis',
    guard: 'manager',
    layout: 'noSideBar',
    page: () => import('../pages/manager/analysis/SubjectAnalysisPage'),
  },
  {
    path: '/manager/account',
    guard: 'member',
    layout: 'noSideBar',
    page: () => import('../pages/manager/account/ManagerAccountPage'),
  },
  {
    path: '/manager/account/auth',
    guard: 'member',
    layout: 'noSideBar',
    page: () => import('../pages/manager/account/ManagerAccountAuthPage'),
  },
  {
    path: '/manager/account/email',
    guard: 'member',
    layout: 'noSideBar',
    page: () => import('../pages/manager/account/ManagerAccountEmailPage'),
  },
  {
    path: '/manager/account/logout',
    guard: 'member',
    layout: 'noSideBar',
    page: () => import('../pages/manager/account/ManagerAccountLogoutPage'),
  },
  {
    path: '/manager/account/password',
    guard: 'member',
    layout: 'noSideBar',
    page: () => import('../pages/manager/account/ManagerAccountPasswordPage'),
  },
  {
    path: '/manager/account/phone',
    guard: 'member',
    layout: 'noSideBar',
    page: () => import('../pages/manager/account/ManagerAccountPhonePage'),
  },
  {
    path: '/manager/account/production',
    guard: 'member',
    layout: 'noSideBar',
    page: () => import('../pages/manager/account/ManagerAccountProductionPage'),
  },
  {
    path: '/manager/account/weixin',
    guard: 'member',
    layout: 'noSideBar',
    page: () => import('../pages/manager/account/ManagerAccountWeixinPage'),
  },
  {
    path: '/manager/auth',
    guard: 'member',
    layout: 'noSideBar',
    page: () => import('../pages/manager/ManagerAuthPage'),
  },
] as const;

export const managerRoutes = defineArea('manager', managerTable);
