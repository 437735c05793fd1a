/** Subject and word paths (doc 001 §7 "Subject and word"). /word/* names not given by the spec are decided here. */
export const SUBJECT_PATHS = {
  show: '/subject/show',
  literatures: '/subject/literatures',
  search: '/subject/search',
  recommend: '/subject/recommend',
  infiltration: '/subject/infiltration',
  detail: (id: string) => `/subject/detail/${encodeURIComponent(id)}`,
  wordStatistics: '/word/statistics',
  wordTrends: '/word/trends',
  wordRelated: '/word/related',
  wordAiRecommend: '/word/ai-recommend',
  wordSummarize: '/word/summarize',
  wordRankings: '/word/rankings',
  classInfoDetails: '/class-info/details',
  confirmByMemberId: '/confirm/ByMemberId',
} as const;
