import { definePost } from '../core';
import type { LiteratureSummary, Page, PageQuery } from '../shared/types';
import { MAGAZINE_PATHS as P } from './paths';
import type { MagazineAnalysis, MagazineQuery, MagazineReport, Periodical, PeriodicalEdit } from './types';

export const getMagazineAgingReport = definePost<MagazineQuery, MagazineReport>(P.agingReport);
export const getMagazineAreaAnalysis = definePost<MagazineQuery, MagazineAnalysis>(P.areaAnalysis);
export const getMagazineAuthorAnalysis = definePost<MagazineQuery, MagazineAnalysis>(P.authorAnalysis);
export const getMagazineCompete = definePost<MagazineQuery, MagazineAnalysis>(P.compete);
export const editMagazinePeriodic = definePost<PeriodicalEdit, Periodical>(P.editPeriodic);
export const getMagazineElementReport = definePost<MagazineQuery, MagazineReport>(P.elementReport);
export const getMagazineFundAnalysis = definePost<MagazineQuery, MagazineAnalysis>(P.fundAnalysis);
export const getMagazineInfluenceRank = definePost<MagazineQuery, MagazineAnalysis>(P.influenceRank);
export const getMagazineInfluenceReport = definePost<MagazineQuery, MagazineReport>(P.influenceReport);
export const getMagazineJournalAnalysis = definePost<MagazineQuery, MagazineAnalysis>(P.journalAnalysis);
export const getMagazineLiteratureInquiry = definePost<
  MagazineQuery & PageQuery & { keyword?: string },
  Page<LiteratureSummary>
>(P.literatureInquiry);
export const getMagazineOrganAnalysis = definePost<MagazineQuery, MagazineAnalysis>(P.organAnalysis);
export const getMagazineQuoteReport = definePost<MagazineQuery, MagazineReport>(P.quoteReport);
export const getMagazineSubjectAnalysis = definePost<MagazineQuery, MagazineAnalysis>(P.subjectAnalysis);
