import {
  editMagazinePeriodic,
  getMagazineAgingReport,
  getMagazineAreaAnalysis,
  getMagazineAuthorAnalysis,
  getMagazineCompete,
  getMagazineElementReport,
  getMagazineFundAnalysis,
  getMagazineInfluenceRank,
  getMagazineInfluenceReport,
  getMagazineJournalAnalysis,
  getMagazineLiteratureInquiry,
  getMagazineOrganAnalysis,
  getMagazineQuoteReport,
  getMagazineSubjectAnalysis,
  getChoiceJournal,
  type JournalCard,
  type LiteratureSummary,
  type MagazineAnalysis,
  type MagazineQuery,
  type MagazineReport,
  type Page,
  type Periodical,
  type PeriodicalEdit,
} from '@wenxian/api';
import type { ManagerAnalysisKey } from '@wenxian/domain';
import { apiSlice, callApi } from '../../app/apiSlice';

/** The api functions behind each analysis page (doc 001 §7 "Magazine analysis", one per page). */
const analysisCalls = {
  journalanalysis: getMagazineJournalAnalysis,
  subjectAnalysis: getMagazineSubjectAnalysis,
  authorAnalysis: getMagazineAuthorAnalysis,
  organAnalysis: getMagazineOrganAnalysis,
  areaAnalysis: getMagazineAreaAnalysis,
  fundanalysis: getMagazineFundAnalysis,
  compete: getMagazineCompete,
  influenceRank: getMagazineInfluenceRank,
} as const;
const reportCalls = {
  influenceReport: getMagazineInfluenceReport,
  quoteReport: getMagazineQuoteReport,
  agingReport: getMagazineAgingReport,
  elementReport: getMagazineElementReport,
} as const;

export type AnalysisKey = keyof typeof analysisCalls;
export type ReportKey = keyof typeof reportCalls;
export const isReportKey = (key: ManagerAnalysisKey): key is ReportKey => key in reportCalls;

/** The periodical's editable profile; edits replace it in the cache (no refetch needed). */
const withPeriodical = apiSlice.enhanceEndpoints({ addTagTypes: ['Periodical'] });

/** The managed journal: its analyses and reports, its papers, its editable profile, journals to compare it with. */
export const managedJournalApi = withPeriodical.injectEndpoints({
  endpoints: (build) => ({
    getMagazineAnalysis: build.query<MagazineAnalysis, MagazineQuery & { key: AnalysisKey }>({
      queryFn: ({ key, ...query }) => callApi(() => analysisCalls[key](query)),
    }),
    getMagazineReport: build.query<MagazineReport, MagazineQuery & { key: ReportKey }>({
      queryFn: ({ key, ...query }) => callApi(() => reportCalls[key](query)),
    }),
    getMagazineLiteratures: build.query<
      Page<LiteratureSummary>,
      MagazineQuery & { keyword?: string; page?: number; pageSize?: number }
    >({
      queryFn: (query) => callApi(() => getMagazineLiteratureInquiry(query)),
    }),
    /** editPeriodic with only the journal id answers the profile as it stands. */
    getPeriodical: build.query<Periodical, { journalId: string }>({
      queryFn: ({ journalId }) => callApi(() => editMagazinePeriodic({ journalId })),
      providesTags: ['Periodical'],
    }),
    editPeriodical: build.mutation<Periodical, PeriodicalEdit>({
      queryFn: (edit) => callApi(() => editMagazinePeriodic(edit)),
      invalidatesTags: ['Periodical'],
    }),
    /** Journals by name, for choosing the journals `compete` compares with. */
    findJournals: build.query<JournalCard[], string>({
      queryFn: (keyword) => callApi(async () => (await getChoiceJournal({ keyword, pageSize: 10 })).list),
    }),
  }),
});

export const {
  useGetMagazineAnalysisQuery,
  useGetMagazineReportQuery,
  useGetMagazineLiteraturesQuery,
  useGetPeriodicalQuery,
  useEditPeriodicalMutation,
  useFindJournalsQuery,
} = managedJournalApi;
