import { definePost } from '../core';
import type { AnalysisQuery, SuggestionItem } from '../shared/types';
import { JOURNAL_PATHS as P } from './paths';
import type {
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
  JournalReport,
  JournalYearQuery,
  LiteraturePage,
  NamedCount,
} from './types';

// Profile and issues
export const showJournal = definePost<JournalQuery, JournalProfile>(P.show);
export const getJournalBasicsAuthorInfo = definePost<JournalQuery, JournalAuthorInfo[]>(P.basicsAuthorInfo);
export const getJournalAllNums = definePost<JournalQuery, JournalIssues>(P.getAllNums);

// Literature of a journal
export const getJournalLiteratures = definePost<JournalLiteratureQuery, LiteraturePage>(P.literatures);
export const getJournalSimilarLiteratureList = definePost<JournalQuery, LiteraturePage>(P.similarLiteratureList);
export const getJournalLatestUpdates = definePost<JournalListQuery, LiteraturePage>(P.latestUpdates);

// Analysis
export const getJournalColumnDistribution = definePost<AnalysisQuery, NamedCount[]>(P.columnDistribution);
export const getJournalFundingTrend = definePost<AnalysisQuery, ChartSeries[]>(P.fundingTrend);
export const getJournalProjectFundingRanking = definePost<AnalysisQuery, NamedCount[]>(P.projectFundingRanking);
export const getJournalResearchBasis = definePost<AnalysisQuery, NamedCount[]>(P.researchBasis);
export const getJournalTrend = definePost<AnalysisQuery, ChartSeries[]>(P.trend);
export const getJournalReport = definePost<JournalYearQuery, JournalReport>(P.journalReport);
export const getJournalReportYears = definePost<JournalQuery, number[]>(P.journalReportYears);

// Directory and navigation
export const getHotJournal = definePost<JournalListQuery, JournalCard[]>(P.hotJournal);
export const getRecommendJournal = definePost<JournalListQuery, JournalCard[]>(P.recommendJournal);
export const getChoiceJournal = definePost<JournalListQuery, JournalNavPage>(P.choiceJournal);
export const getJournalFirstClass = definePost<Record<string, never>, ClassNode[]>(P.firstClass);
export const getCoreJournalRange = definePost<JournalListQuery, JournalPage>(P.coreJournalRange);
export const journalSearchPrefix = definePost<{ content: string }, SuggestionItem[]>(P.searchPrefix, { silent: true });
