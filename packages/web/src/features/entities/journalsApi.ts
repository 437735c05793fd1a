import * as api from '@wenxian/api';
import { apiSlice, callApi } from '../../app/apiSlice';

/**
 * The journal calls as RTK Query endpoints (home lists, navigation, a journal's issues, articles, analyses and
 * yearly report). Pages' loaders `initiate` them on the server; components read the same cache with the hooks.
 */
export const journalsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    showJournal: build.query<api.JournalProfile, api.JournalQuery>({
      queryFn: (q) => callApi(() => api.showJournal(q, { ignoreCodes: [404] })),
    }),
    getJournalAllNums: build.query<api.JournalIssues, api.JournalQuery>({
      queryFn: (q) => callApi(() => api.getJournalAllNums(q)),
    }),
    getJournalLiteratures: build.query<api.LiteraturePage, api.JournalLiteratureQuery>({
      queryFn: (q) => callApi(() => api.getJournalLiteratures(q)),
    }),
    getJournalColumnDistribution: build.query<api.NamedCount[], api.AnalysisQuery>({
      queryFn: (q) => callApi(() => api.getJournalColumnDistribution(q)),
    }),
    getJournalTrend: build.query<api.ChartSeries[], api.AnalysisQuery>({
      queryFn: (q) => callApi(() => api.getJournalTrend(q)),
    }),
    getJournalFundingTrend: build.query<api.ChartSeries[], api.AnalysisQuery>({
      queryFn: (q) => callApi(() => api.getJournalFundingTrend(q)),
    }),
    getJournalProjectFundingRanking: build.query<api.NamedCount[], api.AnalysisQuery>({
      queryFn: (q) => callApi(() => api.getJournalProjectFundingRanking(q)),
    }),
    getJournalResearchBasis: build.query<api.NamedCount[], api.AnalysisQuery>({
      queryFn: (q) => callApi(() => api.getJournalResearchBasis(q)),
    }),
    getJournalAuthors: build.query<api.JournalAuthorInfo[], api.JournalQuery>({
      queryFn: (q) => callApi(() => api.getJournalBasicsAuthorInfo(q)),
    }),
    getJournalReportYears: build.query<number[], api.JournalQuery>({
      queryFn: (q) => callApi(() => api.getJournalReportYears(q)),
    }),
    getJournalReport: build.query<api.JournalReport, api.JournalYearQuery>({
      queryFn: (q) => callApi(() => api.getJournalReport(q)),
    }),
    getJournalLatestUpdates: build.query<api.LiteraturePage, api.JournalListQuery>({
      queryFn: (q) => callApi(() => api.getJournalLatestUpdates(q)),
    }),
    getJournalSimilar: build.query<api.LiteraturePage, api.JournalQuery>({
      queryFn: (q) => callApi(() => api.getJournalSimilarLiteratureList(q)),
    }),
    getHotJournal: build.query<api.JournalCard[], api.JournalListQuery>({
      queryFn: (q) => callApi(() => api.getHotJournal(q)),
    }),
    getRecommendJournal: build.query<api.JournalCard[], api.JournalListQuery>({
      queryFn: (q) => callApi(() => api.getRecommendJournal(q)),
    }),
    getCoreJournalRange: build.query<api.JournalPage, api.JournalListQuery>({
      queryFn: (q) => callApi(() => api.getCoreJournalRange(q)),
    }),
    getChoiceJournal: build.query<api.JournalNavPage, api.JournalListQuery>({
      queryFn: (q) => callApi(() => api.getChoiceJournal(q)),
    }),
    getJournalFirstClass: build.query<api.ClassNode[], void>({
      queryFn: () => callApi(() => api.getJournalFirstClass({})),
    }),
  }),
});

export const {
  useShowJournalQuery,
  useGetJournalAllNumsQuery,
  useGetJournalLiteraturesQuery,
  useGetJournalColumnDistributionQuery,
  useGetJournalTrendQuery,
  useGetJournalFundingTrendQuery,
  useGetJournalProjectFundingRankingQuery,
  useGetJournalResearchBasisQuery,
  useGetJournalAuthorsQuery,
  useGetJournalReportYearsQuery,
  useGetJournalReportQuery,
  useGetJournalLatestUpdatesQuery,
  useGetJournalSimilarQuery,
  useGetHotJournalQuery,
  useGetRecommendJournalQuery,
  useGetCoreJournalRangeQuery,
  useGetChoiceJournalQuery,
  useGetJournalFirstClassQuery,
} = journalsApi;
