import { definePost } from '../core';
import type { SearchRequest } from '../search/types';
import { ORGANIZATION_PATHS as P } from './paths';
import type {
  ChartSeries,
  NamedCount,
  OrganizationAnalysisQuery,
  OrganizationListQuery,
  OrganizationLiteraturePage,
  OrganizationPage,
  OrganizationProfile,
  OrganizationQuery,
  ChinaAnalysis,
  CollaborationNetwork,
  WorldAnalysis,
} from './types';

export const showOrganization = definePost<OrganizationQuery, OrganizationProfile>(P.show);
export const getOrganizationChildren = definePost<OrganizationQuery, OrganizationProfile[]>(P.children);
export const getOrganizationLiteratures = definePost<OrganizationListQuery, OrganizationLiteraturePage>(P.literatures);
export const getOrganizationStatisticalAnalysis = definePost<OrganizationAnalysisQuery, ChartSeries[]>(
  P.statisticalAnalysis,
);
export const searchOrganizations = definePost<SearchRequest, OrganizationPage>(P.search);
export const getOrganizationWorldAnalysis = definePost<OrganizationAnalysisQuery, WorldAnalysis>(P.worldAnalysis);
export const getOrganizationChinaAnalysis = definePost<OrganizationAnalysisQuery, ChinaAnalysis>(P.chinaAnalysis);
export const getOrganizationV2Analysis = definePost<OrganizationAnalysisQuery, CollaborationNetwork>(P.v2Analysis);
export const getOrganizationSubjectDistribution = definePost<OrganizationAnalysisQuery, NamedCount[]>(
  P.subjectDistribution,
);
