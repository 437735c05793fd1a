import { analysisPage } from './ManagerAnalysis';

/** /manager/journalanalysis: 期刊分析 (doc 001 §7 "Magazine analysis"). */
export const page = analysisPage('journalanalysis');
