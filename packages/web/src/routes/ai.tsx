import { defineArea, definePath } from './defineRoute';

/** Paths of area `ai` (../shared/spec/routes.txt); links use `getHref`. */
export const aiPaths = {
  weResearch: definePath('/WeResearch'),
  weResearchByIdChat: definePath('/WeResearch/:id/chat'),
  weResearchHandbook: definePath('/WeResearch/handbook'),
  weResearchHistory: definePath('/WeResearch/history'),
  weResearchUpdate: definePath('/WeResearch/update'),
  chat: definePath('/chat'),
  prequalification: definePath('/prequalification'),
  prequalificationRecordList: definePath('/prequalification/recordList'),
  prequalificationReport: definePath('/prequalification/report'),
  prequalificationDetailById: definePath('/prequalification/detail/:id?'),
};

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
