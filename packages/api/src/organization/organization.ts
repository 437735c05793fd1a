import { definePost } from '../core';
import type { Facet, SearchRequest } from '../search/types';
import type { AnalysisQuery } from '../shared/types';
import { ORGANIZATION_PATHS as P } from './paths';
import type {
  ChartSeries,
  NamedCount,
  OrganizationListQuery,
  OrganizationLiteraturePage,
  OrganizationPage,
  OrganizationProfile,
  OrganizationQuery,
  RegionAnalysis,
} from './types';

export const showOrganization = definePost<OrganizationQuery, OrganizationProfile>(P.show);
export const getOrganizationDetails = definePost<OrganizationQuery, OrganizationProfile>(P.details);
export const getOrganizationChildren = definePost<OrganizationQuery, OrganizationProfile[]>(P.children);
export const getOrganizationLiteratures = definePost<OrganizationListQuery, OrganizationLiteraturePage>(P.literatures);
export const getOrganizationStatisticalAnalysis = definePost<AnalysisQuery, ChartSeries[]>(P.statisticalAnalysis);
export const searchOrganizations = definePost<SearchRequest, OrganizationPage>(P.search);
export const organizationSearchAggs = definePost<SearchRequest, Facet[]>(P.searchAggs);
export const getOrganizationWorldAnalysis = definePost<AnalysisQuery, RegionAnalysis>(P.worldAnalysis);
export const getOrganizationChinaAnalysis = definePost<AnalysisQuery, RegionAnalysis>(P.chinaAnalysis);
export const getOrganizationV2Analysis = definePost<AnalysisQuery, ChartSeries[]>(P.v2Analysis);
export const getOrganizationSubjectDistribution = definePost<AnalysisQuery, NamedCount[]>(P.subjectDistribution);
