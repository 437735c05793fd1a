import { defineArea } from './defineRoute';

/** Routes of area `ai`: guard from routes.txt, layout as decided in docs/decisions/web.md. */
export const aiTable = [
  { path: '/WeResearch', guard: 'none', layout: 'aiHome', page: () => import('../pages/ai/WeResearchHomePage') },
  {
    path: '/WeResearch/:id/chat',
    guard: 'member',
    layout: 'aiHome',
    page: () => import('../pages/ai/WeResearchChatPage'),
  },
  {
    path: '/WeResearch/handbook',
    guard: 'none',
    layout: 'aiHome',
    page: () => import('../pages/ai/WeResearchHandbookPage'),
  },
  {
    path: '/WeResearch/history',
    guard: 'member',
    layout: 'aiHome',
    page: () => import('../pages/ai/WeResearchHistoryPage'),
  },
  {
    path: '/WeResearch/update',
    guard: 'none',
    layout: 'aiHome',
    page: () => import('../pages/ai/WeResearchUpdatePage'),
  },
  { path: '/chat', guard: 'none', layout: 'noSideBar', page: () => import('../pages/ai/ChatAssistantPage') },
  {
    path: '/prequalification',
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/ai/PrequalificationPage'),
  },
  {
    path: '/prequalification/recordList',
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/ai/PrequalificationRecordListPage'),
  },
  {
    path: '/prequalification/report',
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/ai/PrequalificationReportPage'),
  },
  {
    path: '/prequalification/detail/:id?',
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/ai/PrequalificationDetailPage'),
  },
] as const;

export const aiRoutes = defineArea('ai', aiTable);
