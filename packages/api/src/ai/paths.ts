/** AI search paths (doc 001 §7 "AI search"). */
const conversations = '/rweb/we-search/conversations';

export const AI_PATHS = {
  conversations,
  /** Conversation creation; the spec does not show this path (doc 001 §7), REST style is decided here. */
  createConversation: conversations,
  conversation: (id: string) => `${conversations}/${encodeURIComponent(id)}`,
  messages: (id: string) => `${conversations}/${encodeURIComponent(id)}/messages`,
  regenerate: (id: string, messageId: string) =>
    `${conversations}/${encodeURIComponent(id)}/messages/${encodeURIComponent(messageId)}/regenerate`,
  messageFeedback: (id: string, messageId: string) =>
    `${conversations}/${encodeURIComponent(id)}/messages/${encodeURIComponent(messageId)}/feedback`,
  detailByLngIds: '/literature/base/detailByLngIds',
  isDisplayBatch: '/literature/base/isDisplayBatch',
  chatConversation: '/rweb/chat/conversation',
  getChatKeyWord: (encoded: string) => `/rweb/chat/getChatKeyWord/${encodeURIComponent(encoded)}`,
  getAnalysis: '/rweb/chat/getAnalysis',
  getVt: '/rweb/chat/getVt',
  getZs: '/rweb/chat/getZs',
  getCcZs: '/rweb/chat/getCcZs',
  getZsDldh: '/rweb/chat/getZsDldh',
  getZsCaChe: '/rweb/chat/getZsCaChe',
  getCcZsCache: '/rweb/chat/getCcZsCache',
  saveCcZsCache: '/rweb/chat/saveCcZsCache',
  delCcZsCache: '/rweb/chat/delCcZsCache',
  getDocFile: '/rweb/chat/getDocFile',
  fanyi: '/rweb/chat/fanyi',
  baiduChartUploadFile: '/rweb/baiduchart/uploadFile',
  baiduChartFile: '/rweb/baiduchart/chartFile',
} as const;
