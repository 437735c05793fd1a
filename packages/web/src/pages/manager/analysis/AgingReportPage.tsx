import { analysisPage } from './ManagerAnalysis';

/** /manager/agingReport: 时效报告 (doc 001 §7 "Magazine analysis"). */
export const page = analysisPage('agingReport');
