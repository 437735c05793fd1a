import { analysisPage } from './ManagerAnalysis';

/** /manager/areaAnalysis: 地区分析 (doc 001 §7 "Magazine analysis"). */
export const page = analysisPage('areaAnalysis');
