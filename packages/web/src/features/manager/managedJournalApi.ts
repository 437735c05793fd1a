import {
  editManagerPeriodic,
  getManagerAgingReport,
  getManagerAreaAnalysis,
  getManagerAuthorAnalysis,
  getManagerCompete,
  getManagerElementReport,
  getManagerFundAnalysis,
  getManagerInfluenceRank,
  getManagerInfluenceReport,
  getManagerJournalAnalysis,
  getManagerLiteratureInquiry,
  getManagerOrganAnalysis,
  getManagerQuoteReport,
  getManagerSubjectAnalysis,
  getChoiceJournal,
  type JournalCard,
  type LiteratureSummary,
  type ManagerAnalysisResult,
  type ManagerQuery,
  type ManagerReport,
  type Page,
  type Periodical,
  type PeriodicalEdit,
} from '@wenxian/api';
import type { ManagerAnalysisKey } from '@wenxian/domain';
import { apiSlice, callApi } from '../../app/apiSlice';

/** The api functions behind each analysis page (doc 001 §7 "Magazine analysis", one per page). */
const analysisCalls = {
  journalanalysis: getManagerJournalAnalysis,
  subjectAnalysis: getManagerSubjectAnalysis,
  authorAnalysis: getManagerAuthorAnalysis,
  organAnalysis: getManagerOrganAnalysis,
  areaAnalysis: getManagerAreaAnalysis,
  fundanalysis: getManagerFundAnalysis,
  compete: getManagerCompete,
  influenceRank: getManagerInfluenceRank,
} as const;
const reportCalls = {
  influenceReport: getManagerInfluenceReport,
  quoteReport: getManagerQuoteReport,
  agingReport: getManagerAgingReport,
  elementReport: getManagerElementReport,
} as const;

export type AnalysisKey = keyof typeof analysisCalls;
export type ReportKey = keyof typeof reportCalls;
export const isReportKey = (key: ManagerAnalysisKey): key is ReportKey => key in reportCalls;

/** The periodical's editable profile; edits replace it in the cache (no refetch needed). */
const withPeriodical = apiSlice.enhanceEndpoints({ addTagTypes: ['Periodical'] });

/** The managed journal: its analyses and reports, its papers, its editable profile, journals to compare it with. */
export const managedJournalApi = withPeriodical.injectEndpoints({
  endpoints: (build) => ({
    getManagerAnalysis: build.query<ManagerAnalysisResult, ManagerQuery & { key: AnalysisKey }>({
      queryFn: ({ key, ...query }) => callApi(() => analysisCalls[key](query)),
    }),
    getManagerReport: build.query<ManagerReport, ManagerQuery & { key: ReportKey }>({
      queryFn: ({ key, ...query }) => callApi(() => reportCalls[key](query)),
    }),
    getManagerLiteratures: build.query<
      Page<LiteratureSummary>,
      ManagerQuery & { keyword?: string; page?: number; pageSize?: number }
    >({
      queryFn: (query) => callApi(() => getManagerLiteratureInquiry(query)),
    }),
    /** editPeriodic with only the journal id answers the profile as it stands. */
    getPeriodical: build.query<Periodical, { journalId: string }>({
      queryFn: ({ journalId }) => callApi(() => editManagerPeriodic({ journalId })),
      providesTags: ['Periodical'],
    }),
    editPeriodical: build.mutation<Periodical, PeriodicalEdit>({
      queryFn: (edit) => callApi(() => editManagerPeriodic(edit)),
      invalidatesTags: ['Periodical'],
    }),
    /** Journals by name, for choosing the journals `compete` compares with. */
    findJournals: build.query<JournalCard[], string>({
      queryFn: (keyword) => callApi(async () => (await getChoiceJournal({ keyword, pageSize: 10 })).list),
    }),
  }),
});

export const {
  useGetManagerAnalysisQuery,
  useGetManagerReportQuery,
  useGetManagerLiteraturesQuery,
  useGetPeriodicalQuery,
  useEditPeriodicalMutation,
  useFindJournalsQuery,
} = managedJournalApi;
