import { definePost } from '../core';
import type { LiteratureSummary, Page, PageQuery } from '../shared/types';
import { MANAGER_PATHS as P } from './paths';
import type { ManagerAnalysisResult, ManagerQuery, ManagerReport, Periodical, PeriodicalEdit } from './types';

export const getManagerAgingReport = definePost<ManagerQuery, ManagerReport>(P.agingReport);
export const getManagerAreaAnalysis = definePost<ManagerQuery, ManagerAnalysisResult>(P.areaAnalysis);
export const getManagerAuthorAnalysis = definePost<ManagerQuery, ManagerAnalysisResult>(P.authorAnalysis);
export const getManagerCompete = definePost<ManagerQuery, ManagerAnalysisResult>(P.compete);
export const editManagerPeriodic = definePost<PeriodicalEdit, Periodical>(P.editPeriodic);
export const getManagerElementReport = definePost<ManagerQuery, ManagerReport>(P.elementReport);
export const getManagerFundAnalysis = definePost<ManagerQuery, ManagerAnalysisResult>(P.fundAnalysis);
export const getManagerInfluenceRank = definePost<ManagerQuery, ManagerAnalysisResult>(P.influenceRank);
export const getManagerInfluenceReport = definePost<ManagerQuery, ManagerReport>(P.influenceReport);
export const getManagerJournalAnalysis = definePost<ManagerQuery, ManagerAnalysisResult>(P.journalAnalysis);
export const getManagerLiteratureInquiry = definePost<
  ManagerQuery & PageQuery & { keyword?: string },
  Page<LiteratureSummary>
>(P.literatureInquiry);
export const getManagerOrganAnalysis = definePost<ManagerQuery, ManagerAnalysisResult>(P.organAnalysis);
export const getManagerQuoteReport = definePost<ManagerQuery, ManagerReport>(P.quoteReport);
export const getManagerSubjectAnalysis = definePost<ManagerQuery, ManagerAnalysisResult>(P.subjectAnalysis);
