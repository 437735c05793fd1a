import { definePost, downloadBlob, uploadFile, type CallOptions, type FilePart } from '../core';
import type { Facet, SearchRequest } from '../search/types';
import type { AnalysisQuery, SuggestionItem } from '../shared/types';
import { JOURNAL_PATHS as P } from './paths';
import type {
  BookQuery,
  ChartSeries,
  ClassNode,
  JournalAuthorInfo,
  JournalCard,
  JournalIssues,
  JournalListQuery,
  JournalNavPage,
  JournalLiteratureQuery,
  JournalPage,
  JournalProfile,
  JournalQuery,
  JournalRecruitPayload,
  JournalReport,
  JournalShowConfig,
  JournalYearQuery,
  JournalYears,
  LiteraturePage,
  NamedCount,
  SaveObjectJournalPayload,
} from './types';

// Profile and issues
export const showJournal = definePost<JournalQuery, JournalProfile>(P.show);
export const getJournalBasicsInfo = definePost<JournalQuery, JournalProfile>(P.basicsInfo);
export const getJournalBasicsAuthorInfo = definePost<JournalQuery, JournalAuthorInfo[]>(P.basicsAuthorInfo);
export const getJournalYears = definePost<JournalQuery, number[]>(P.getYears);
export const getJournalYearsAndVols = definePost<JournalQuery, JournalYears>(P.getYearsAndVols);
export const getJournalNums = definePost<JournalYearQuery, JournalIssues>(P.getNums);
export const getJournalAllNums = definePost<JournalQuery, JournalIssues>(P.getAllNums);
export const getJournalColumns = definePost<JournalQuery, string[]>(P.journalColumns);
export const getJournalLiteratureClassTree = definePost<JournalQuery, ClassNode[]>(P.literatureClassTree);

// Literature of a journal
export const getJournalLiteratures = definePost<JournalLiteratureQuery, LiteraturePage>(P.literatures);
export const getJournalSimilarLiteratureList = definePost<JournalQuery, LiteraturePage>(P.similarLiteratureList);
export const getJournalRefInfoList = definePost<JournalLiteratureQuery, LiteraturePage>(P.refInfoList);
export const getJournalLatestUpdates = definePost<JournalListQuery, LiteraturePage>(P.latestUpdates);
export const getJournalLatestUpdatesOa = definePost<JournalListQuery, LiteraturePage>(P.latestUpdatesOa);
export const getJournalChoiceLiterature = definePost<JournalListQuery, LiteraturePage>(P.choiceLiterature);
export const getJournalRecommendLiterature = definePost<JournalListQuery, LiteraturePage>(P.recommendLiterature);

// Analysis
export const getJournalStatisticalAnalysis = definePost<AnalysisQuery, ChartSeries[]>(P.statisticalAnalysis);
export const getJournalStatisticalAnalysis2 = definePost<AnalysisQuery, ChartSeries[]>(P.statisticalAnalysis2);
export const getJournalColumnDistribution = definePost<AnalysisQuery, NamedCount[]>(P.columnDistribution);
export const getJournalFundingTrend = definePost<AnalysisQuery, ChartSeries[]>(P.fundingTrend);
export const getJournalProjectFundingRanking = definePost<AnalysisQuery, NamedCount[]>(P.projectFundingRanking);
export const getJournalResearchBasis = definePost<AnalysisQuery, NamedCount[]>(P.researchBasis);
export const getJournalResearchBasisLiterature = definePost<AnalysisQuery, LiteraturePage>(P.researchBasisLiterature);
export const getJournalMood = definePost<AnalysisQuery, NamedCount[]>(P.mood);
export const getJournalMoodLiterature = definePost<AnalysisQuery, LiteraturePage>(P.moodLiterature);
export const getJournalTrend = definePost<AnalysisQuery, ChartSeries[]>(P.trend);
export const getJournalTrendLiterature = definePost<AnalysisQuery, LiteraturePage>(P.trendLiterature);
export const getJournalReport = definePost<JournalYearQuery, JournalReport>(P.journalReport);
export const getJournalReportYears = definePost<JournalQuery, number[]>(P.journalReportYears);

// Directory and navigation
export const getAllJournalShowConfig = definePost<Record<string, never>, JournalShowConfig[]>(
  P.getAllJournalShowConfig,
);
export const getHotJournal = definePost<JournalListQuery, JournalCard[]>(P.hotJournal);
export const getRecommendJournal = definePost<JournalListQuery, JournalCard[]>(P.recommendJournal);
export const getRecommendJournalMonth = definePost<JournalListQuery, JournalCard[]>(P.recommendJournalMonth);
export const getChoiceJournal = definePost<JournalListQuery, JournalNavPage>(P.choiceJournal);
export const getJournalClassTop6 = definePost<JournalListQuery, { classNode: ClassNode; journals: JournalCard[] }[]>(
  P.classTop6,
);
export const getJournalFirstClass = definePost<Record<string, never>, ClassNode[]>(P.firstClass);
export const getJournalClassChildren = definePost<{ id: string }, ClassNode[]>(P.classChildren);
export const getCoreJournalRange = definePost<JournalListQuery, JournalPage>(P.coreJournalRange);
export const getJournalBook = definePost<JournalListQuery, JournalPage>(P.book);
export const journalSearchAggs = definePost<SearchRequest, Facet[]>(P.searchAggs);
export const journalSearchAgs = definePost<SearchRequest, Facet[]>(P.searchAgs);
export const journalSearchPrefix = definePost<{ content: string }, SuggestionItem[]>(P.searchPrefix, { silent: true });
export const getMySubJournals = definePost<JournalListQuery, JournalPage>(P.mySub);

// Covers, streams, manager actions
export const getBookCover = (query: BookQuery, options?: CallOptions) =>
  downloadBlob('get', P.getBookCover, { query }, options);
export const getBkStream = (query: BookQuery, options?: CallOptions) =>
  downloadBlob('get', P.getBkStream, { query }, options);
export const recruitAuth = definePost<JournalRecruitPayload, unknown>(P.recruitAuth);
export const saveObjectResJournal = definePost<SaveObjectJournalPayload, unknown>(P.saveObjectJournal);
export const uploadJournalFile = (file: FilePart, options?: CallOptions) =>
  uploadFile<{ path: string }>(P.upload, file, {}, options);
