import { analysisPage } from './ManagerAnalysis';

/** /manager/quoteReport: 引证报告 (doc 001 §7 "Magazine analysis"). */
export const page = analysisPage('quoteReport');
