import * as api from '@wenxian/api';
import { literatureTypeName } from '@wenxian/domain';
import { apiSlice, callApi } from '../../app/apiSlice';

/**
 * The subject (keyword) calls as RTK Query endpoints (profile, works, word trends and statistics, rankings,
 * search). Loaders `initiate` them on the server; components read the same cache entries with the hooks.
 */
export const subjectsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    showSubject: build.query<api.SubjectProfile, api.SubjectQuery>({
      queryFn: (q) => callApi(() => api.showSubject(q, { ignoreCodes: [404] })),
    }),
    getSubjectLiteratures: build.query<api.SubjectLiteraturePage, api.SubjectListQuery>({
      queryFn: (q) => callApi(() => api.getSubjectLiteratures(q)),
    }),
    getSubjectRecommend: build.query<api.SubjectProfile[], void>({
      queryFn: () => callApi(() => api.getSubjectRecommend({})),
    }),
    getSubjectInfiltration: build.query<api.SubjectInfiltration, api.AnalysisQuery>({
      queryFn: (q) => callApi(() => api.getSubjectInfiltration(q)),
    }),
    getWordTrends: build.query<api.ChartSeries[], api.WordQuery>({
      queryFn: (q) => callApi(() => api.getWordTrends(q)),
    }),
    getRelatedWords: build.query<api.NamedCount[], api.WordQuery>({
      queryFn: (q) => callApi(() => api.getRelatedWords(q)),
    }),
    /** 文献类型分布: the server counts by type code; the legend names each type (doc 001 §3 code table). */
    getWordStatistics: build.query<api.NamedCount[], api.WordQuery>({
      queryFn: (q) =>
        callApi(async () =>
          (await api.getWordStatistics(q)).map((item) => ({ ...item, name: literatureTypeName(item.name) })),
        ),
    }),
    getWordRankings: build.query<api.WordRankRow[], void>({
      queryFn: () => callApi(() => api.getWordRankings({ word: '' })),
    }),
    searchSubjects: build.query<api.SubjectPage, api.SearchRequest>({
      queryFn: (q) => callApi(() => api.searchSubjects(q)),
    }),
  }),
});

export const {
  useShowSubjectQuery,
  useGetSubjectLiteraturesQuery,
  useGetSubjectRecommendQuery,

  useGetWordTrendsQuery,

  useGetWordRankingsQuery,
  useSearchSubjectsQuery,
} = subjectsApi;
