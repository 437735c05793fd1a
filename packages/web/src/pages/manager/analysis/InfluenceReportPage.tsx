import { analysisPage } from './ManagerAnalysis';

/** /manager/influenceReport: 影响力报告 (doc 001 §7 "Magazine analysis"). */
export const page = analysisPage('influenceReport');
