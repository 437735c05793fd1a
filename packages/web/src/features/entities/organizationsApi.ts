import * as api from '@wenxian/api';
import { apiSlice, callApi } from '../../app/apiSlice';

/**
 * The organisation calls as RTK Query endpoints (profile, units, works, analyses, search). Loaders `initiate` them
 * on the server; components read the same cache entries with the hooks.
 */
export const organizationsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
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
  }),
});

export const {
  useShowOrganizationQuery,
  useGetOrganizationChildrenQuery,
  useGetOrganizationLiteraturesQuery,
  useGetOrganizationTrendQuery,
  useGetOrganizationWorldQuery,
  useGetOrganizationChinaQuery,
  useGetOrganizationGraphQuery,
  useGetOrganizationSubjectsQuery,
  useSearchOrganizationsQuery,
} = organizationsApi;
