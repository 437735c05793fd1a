import { analysisPage } from './ManagerAnalysis';

/** /manager/subjectAnalysis: 学科分析 (doc 001 §7 "Magazine analysis"). */
export const page = analysisPage('subjectAnalysis');
