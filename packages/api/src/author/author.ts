import { definePost } from '../core';
import type { SearchRequest } from '../search/types';
import type { AnalysisQuery, ClassNode, SuggestionItem } from '../shared/types';
import { AUTHOR_PATHS as P } from './paths';
import type {
  AuthorCard,
  AuthorListQuery,
  AuthorLiteraturePage,
  AuthorPage,
  AuthorProfile,
  AuthorQuery,
  AuthorRankRow,
  ChartSeries,
  ClaimPayload,
  ClaimRecord,
  MemberBasicInfo,
  NamedCount,
} from './types';
import type { Page, PageQuery } from '../shared/types';

export const getAuthorInfo = definePost<AuthorQuery, AuthorProfile>(P.authorInfo);
export const getSameNameAuthor = definePost<AuthorQuery, AuthorCard[]>(P.sameNameAuthor);
export const getAuthorCooperationOrgan = definePost<AuthorQuery, NamedCount[]>(P.cooperationOrgan);
export const getAuthorCooperationAuthorCount = definePost<AuthorQuery, NamedCount[]>(P.cooperationAuthorCount);
export const getAuthorResearchField = definePost<AuthorQuery, NamedCount[]>(P.researchField);
export const getAuthorLiteratures = definePost<AuthorListQuery, AuthorLiteraturePage>(P.authorLiteratures);
export const getAuthorTop10 = definePost<AuthorListQuery, AuthorCard[]>(P.top10);
export const getAuthorRecommend = definePost<AuthorListQuery, AuthorCard[]>(P.recommend);
export const getAuthorLatest = definePost<AuthorListQuery, AuthorCard[]>(P.latest);
export const searchAuthors = definePost<SearchRequest, AuthorPage>(P.search);
export const authorSearchPrefix = definePost<{ content: string }, SuggestionItem[]>(P.searchPrefix, { silent: true });
export const getAuthorCitationRanking = definePost<AuthorListQuery, AuthorRankRow[]>(P.citationRanking);
export const getAuthorTotalCount = definePost<Record<string, never>, { total: number }>(P.totalCount);
export const getAuthorOrganLib = definePost<AuthorListQuery, NamedCount[]>(P.organLib);
export const getAuthorClassLib = definePost<AuthorListQuery, ClassNode[]>(P.classLib);

// Claiming (author area, needs isConfirm)
export const getMemberBasicInfo = definePost<Record<string, never>, MemberBasicInfo | null>(P.getMemberBasicInfo);
export const saveMemberBasicInfo = definePost<MemberBasicInfo, unknown>(P.saveMemberBasicInfo);
export const getClaimLiteratures = definePost<AuthorListQuery, AuthorLiteraturePage>(P.claimLiteratures);
export const claimLiterature = definePost<ClaimPayload, unknown>(P.claimLiterature);
export const getClaimRecords = definePost<PageQuery, Page<ClaimRecord>>(P.claimRecords);

// Analysis
export const getAuthorTrend = definePost<AnalysisQuery, ChartSeries[]>(P.trend);
export const getAuthorCollaboration = definePost<
  AnalysisQuery,
  { nodes: NamedCount[]; links: { source: string; target: string; value: number }[] }
>(P.collaboration);
export const getAuthorRankAnalysis = definePost<AuthorListQuery, AuthorRankRow[]>(P.rankAnalysis);
