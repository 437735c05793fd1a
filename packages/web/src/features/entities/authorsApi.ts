import * as api from '@wenxian/api';
import { apiSlice, callApi } from '../../app/apiSlice';

/**
 * The author calls as RTK Query endpoints (profile, works, analyses, rankings, search) and the claim centre's (a
 * claim re-reads the claimable papers and records). Loaders `initiate` them; components read them with the hooks.
 */
export const authorsApi = apiSlice.enhanceEndpoints({ addTagTypes: ['Claims'] }).injectEndpoints({
  endpoints: (build) => ({
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
  }),
});

export const {
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
} = authorsApi;
