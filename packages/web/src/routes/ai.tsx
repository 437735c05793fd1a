import { defineArea } from './defineRoute';
import { aiPaths } from './paths/ai';

/** Routes of area `ai`: guard from routes.txt, layout as decided in docs/decisions/web.md. */
export const aiRoutes = defineArea('ai', [
  { path: aiPaths.weResearch, guard: 'none', layout: 'aiHome', page: () => import('../pages/ai/WeResearchHomePage') },
  {
    path: aiPaths.weResearchByIdChat,
    guard: 'member',
    layout: 'aiHome',
    page: () => import('../pages/ai/WeResearchChatPage'),
  },
  {
    path: aiPaths.weResearchHandbook,
    guard: 'none',
    layout: 'aiHome',
    page: () => import('../pages/ai/WeResearchHandbookPage'),
  },
  {
    path: aiPaths.weResearchHistory,
    guard: 'member',
    layout: 'aiHome',
    page: () => import('../pages/ai/WeResearchHistoryPage'),
  },
  {
    path: aiPaths.weResearchUpdate,
    guard: 'none',
    layout: 'aiHome',
    page: () => import('../pages/ai/WeResearchUpdatePage'),
  },
  { path: aiPaths.chat, guard: 'none', layout: 'noSideBar', page: () => import('../pages/ai/ChatAssistantPage') },
  {
    path: aiPaths.prequalification,
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/ai/PrequalificationPage'),
  },
  {
    path: aiPaths.prequalificationRecordList,
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/ai/PrequalificationRecordListPage'),
  },
  {
    path: aiPaths.prequalificationReport,
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/ai/PrequalificationReportPage'),
  },
  {
    path: aiPaths.prequalificationDetailById,
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/ai/PrequalificationDetailPage'),
  },
]);
