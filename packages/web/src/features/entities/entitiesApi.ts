import * as api from '@wenxian/api';
import { apiSlice, callApi } from '../../app/apiSlice';

/** What the member has done with an entity (关注 / 订阅 / 收藏). */
export type EntityMarks = { followed: boolean; subscribed: boolean; collected: boolean };
import { literatureTypeName } from '@wenxian/domain';

/**
 * The journal, author, organisation, subject and citation-analysis calls as RTK Query endpoints
 * (issue 15). Every query goes through @wenxian/api; pages' loaders `initiate` them on the server and
 * the components read the same cache entries with the hooks.
 */
export const entitiesApi = apiSlice.enhanceEndpoints({ addTagTypes: ['Claims', 'Marks'] }).injectEndpoints({
  endpoints: (build) => ({
    // Journals
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

    // Authors
    getAuthorInfo: build.query<api.AuthorProfile, api.AuthorQuery>({
      queryFn: (q) => callApi(() => api.getAuthorInfo(q, { ignoreCodes: [404] })),
    }),
    getAuthorLiteratures: build.query<api.AuthorLiteraturePage, api.AuthorListQuery>({
      queryFn: (q) => callApi(() => api.getAuthorLiteratures(q)),
    }),
    getAuthorCoAuthors: build.query<api.NamedCount[], api.AuthorQuery>({
      queryFn: (q) => callApi(() => api.getAuthorCooperationAuthorCount(q)),
    }),
    getAuthorCoOrgans: build.query<api.NamedCount[], api.AuthorQuery>({
      queryFn: (q) => callApi(() => api.getAuthorCooperationOrgan(q)),
    }),
    getAuthorResearchField: build.query<api.NamedCount[], api.AuthorQuery>({
      queryFn: (q) => callApi(() => api.getAuthorResearchField(q)),
    }),
    getAuthorTrend: build.query<api.ChartSeries[], api.AnalysisQuery>({
      queryFn: (q) => callApi(() => api.getAuthorTrend(q)),
    }),
    getAuthorCollaboration: build.query<api.CollaborationNetwork, api.AnalysisQuery>({
      queryFn: (q) => callApi(() => api.getAuthorCollaboration(q)),
    }),
    getSameNameAuthor: build.query<api.AuthorCard[], api.AuthorQuery>({
      queryFn: (q) => callApi(() => api.getSameNameAuthor(q)),
    }),
    getAuthorTop10: build.query<api.AuthorCard[], api.AuthorListQuery>({
      queryFn: (q) => callApi(() => api.getAuthorTop10(q)),
    }),
    getAuthorLatest: build.query<api.AuthorCard[], api.AuthorListQuery>({
      queryFn: (q) => callApi(() => api.getAuthorLatest(q)),
    }),
    getAuthorRecommend: build.query<api.AuthorCard[], api.AuthorListQuery>({
      queryFn: (q) => callApi(() => api.getAuthorRecommend(q)),
    }),
    getAuthorTotalCount: build.query<{ total: number }, void>({
      queryFn: () => callApi(() => api.getAuthorTotalCount({})),
    }),
    getAuthorCitationRanking: build.query<api.AuthorRankRow[], api.AuthorListQuery>({
      queryFn: (q) => callApi(() => api.getAuthorCitationRanking(q)),
    }),
    getAuthorRankAnalysis: build.query<api.AuthorRankRow[], api.AuthorListQuery>({
      queryFn: (q) => callApi(() => api.getAuthorRankAnalysis(q)),
    }),
    getAuthorOrganLib: build.query<api.NamedCount[], void>({ queryFn: () => callApi(() => api.getAuthorOrganLib({})) }),
    getAuthorClassLib: build.query<api.ClassNode[], void>({ queryFn: () => callApi(() => api.getAuthorClassLib({})) }),
    searchAuthors: build.query<api.AuthorPage, api.SearchRequest>({
      queryFn: (q) => callApi(() => api.searchAuthors(q)),
    }),
    getMemberBasicInfo: build.query<api.MemberBasicInfo | null, void>({
      queryFn: () => callApi(() => api.getMemberBasicInfo({})),
      providesTags: ['Claims'],
    }),
    saveMemberBasicInfo: build.mutation<unknown, api.MemberBasicInfo>({
      queryFn: (q) => callApi(() => api.saveMemberBasicInfo(q)),
      invalidatesTags: ['Claims', 'User'],
    }),
    getClaimLiteratures: build.query<api.AuthorLiteraturePage, api.AuthorListQuery>({
      queryFn: (q) => callApi(() => api.getClaimLiteratures(q)),
      // A claim takes the paper off the claimable list: read it again after each claim.
      providesTags: ['Claims'],
    }),
    claimLiterature: build.mutation<unknown, api.ClaimPayload>({
      queryFn: (q) => callApi(() => api.claimLiterature(q)),
      invalidatesTags: ['Claims'],
    }),
    getClaimRecords: build.query<api.Page<api.ClaimRecord>, api.PageQuery>({
      queryFn: (q) => callApi(() => api.getClaimRecords(q)),
      providesTags: ['Claims'],
    }),

    // Organisations
    showOrganization: build.query<api.OrganizationProfile, api.OrganizationQuery>({
      queryFn: (q) => callApi(() => api.showOrganization(q, { ignoreCodes: [404] })),
    }),
    getOrganizationChildren: build.query<api.OrganizationProfile[], api.OrganizationQuery>({
      queryFn: (q) => callApi(() => api.getOrganizationChildren(q)),
    }),
    getOrganizationLiteratures: build.query<api.OrganizationLiteraturePage, api.OrganizationListQuery>({
      queryFn: (q) => callApi(() => api.getOrganizationLiteratures(q)),
    }),
    getOrganizationTrend: build.query<api.ChartSeries[], api.OrganizationAnalysisQuery>({
      queryFn: (q) => callApi(() => api.getOrganizationStatisticalAnalysis(q)),
    }),
    getOrganizationWorld: build.query<api.WorldAnalysis, api.OrganizationAnalysisQuery>({
      queryFn: (q) => callApi(() => api.getOrganizationWorldAnalysis(q)),
    }),
    getOrganizationChina: build.query<api.ChinaAnalysis, api.OrganizationAnalysisQuery>({
      queryFn: (q) => callApi(() => api.getOrganizationChinaAnalysis(q)),
    }),
    getOrganizationGraph: build.query<api.CollaborationNetwork, api.OrganizationAnalysisQuery>({
      queryFn: (q) => callApi(() => api.getOrganizationV2Analysis(q)),
    }),
    getOrganizationSubjects: build.query<api.NamedCount[], api.OrganizationAnalysisQuery>({
      queryFn: (q) => callApi(() => api.getOrganizationSubjectDistribution(q)),
    }),
    searchOrganizations: build.query<api.OrganizationPage, api.SearchRequest>({
      queryFn: (q) => callApi(() => api.searchOrganizations(q)),
    }),

    // Follow, subscribe, collect, compare (records area calls, used from the entity pages' actions)
    /**
     * Whether the member follows, subscribes to and has collected an entity: the buttons show the state and
     * offer the undo. Read from the member's own lists (the catalogue has no per-entity check).
     */
    getMarks: build.query<EntityMarks, { memberId: string; kind: api.TargetKind; id: string }>({
      queryFn: ({ memberId, kind, id }) =>
        callApi(async () => {
          const all = { pageNum: 1, pageSize: 1000 };
          const [follows, subscriptions, collections] = await Promise.all([
            api.getFollowByMemberId({ memberId }),
            kind === 'journal' ? api.getSubscribeList({ ...all, kind }) : null,
            kind === 'journal' ? api.getPeriodicalCollectionList(all) : null,
          ]);
          const isTarget = (t: api.TargetRef) => t.kind === kind && t.targetId === id;
          return {
            followed: follows.some(isTarget),
            subscribed: Boolean(subscriptions?.list.some(isTarget)),
            collected: Boolean(collections?.list.some((c) => c.journalId === id)),
          };
        }),
      providesTags: ['Marks'],
    }),
    saveSubscribe: build.mutation<unknown, api.TargetRef>({
      queryFn: (q) => callApi(() => api.saveSubscribe(q)),
      invalidatesTags: ['Subscriptions', 'Marks'],
    }),
    unsubscribe: build.mutation<unknown, api.TargetRef>({
      queryFn: (q) => callApi(() => api.unsubscribe(q)),
      invalidatesTags: ['Subscriptions', 'Marks'],
    }),
    saveFollow: build.mutation<unknown, api.TargetRef & api.Cancellable>({
      queryFn: (q) => callApi(() => api.saveFollow(q)),
      invalidatesTags: ['Marks'],
    }),
    saveComparison: build.mutation<unknown, api.TargetRef>({ queryFn: (q) => callApi(() => api.saveComparison(q)) }),
    savePeriodicalCollection: build.mutation<unknown, { journalId: string } & api.Cancellable>({
      queryFn: (q) => callApi(() => api.savePeriodicalCollection(q)),
      invalidatesTags: ['Marks'],
    }),

    // Subjects
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
  useGetAuthorInfoQuery,
  useGetAuthorLiteraturesQuery,
  useGetAuthorCoAuthorsQuery,
  useGetAuthorCoOrgansQuery,
  useGetAuthorResearchFieldQuery,
  useGetAuthorTrendQuery,
  useGetAuthorCollaborationQuery,
  useGetSameNameAuthorQuery,
  useGetAuthorTop10Query,
  useGetAuthorLatestQuery,
  useGetAuthorRecommendQuery,
  useGetAuthorTotalCountQuery,
  useGetAuthorCitationRankingQuery,
  useGetAuthorRankAnalysisQuery,
  useGetAuthorOrganLibQuery,
  useGetAuthorClassLibQuery,
  useSearchAuthorsQuery,
  useGetMemberBasicInfoQuery,
  useSaveMemberBasicInfoMutation,
  useGetClaimLiteraturesQuery,
  useClaimLiteratureMutation,
  useGetClaimRecordsQuery,
  useShowOrganizationQuery,
  useGetOrganizationChildrenQuery,
  useGetOrganizationLiteraturesQuery,
  useGetOrganizationTrendQuery,
  useGetOrganizationWorldQuery,
  useGetOrganizationChinaQuery,
  useGetOrganizationGraphQuery,
  useGetOrganizationSubjectsQuery,
  useSearchOrganizationsQuery,
  useShowSubjectQuery,
  useGetSubjectLiteraturesQuery,
  useGetSubjectRecommendQuery,
  useGetSubjectInfiltrationQuery,
  useGetWordTrendsQuery,
  useGetRelatedWordsQuery,
  useGetWordStatisticsQuery,
  useGetWordRankingsQuery,
  useSearchSubjectsQuery,
  useSaveSubscribeMutation,
  useSaveFollowMutation,
  useGetMarksQuery,
  useUnsubscribeMutation,
  useSaveComparisonMutation,
  useSavePeriodicalCollectionMutation,
} = entitiesApi;
