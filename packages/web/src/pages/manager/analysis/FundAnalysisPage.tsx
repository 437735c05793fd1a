import { analysisPage } from './ManagerAnalysis';

/** /manager/fundanalysis: 基金分析 (doc 001 §7 "Magazine analysis"). */
export const page = analysisPage('fundanalysis');
