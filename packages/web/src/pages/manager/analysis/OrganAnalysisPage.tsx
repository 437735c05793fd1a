import { analysisPage } from './ManagerAnalysis';

/** /manager/organAnalysis: 机构分析 (doc 001 §7 "Magazine analysis"). */
export const page = analysisPage('organAnalysis');
