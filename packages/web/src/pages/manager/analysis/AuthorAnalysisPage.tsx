import { analysisPage } from './ManagerAnalysis';

/** /manager/authorAnalysis: 作者分析 (doc 001 §7 "Magazine analysis"). */
export const page = analysisPage('authorAnalysis');
