import { analysisPage } from './ManagerAnalysis';

/** /manager/elementReport: 要素报告 (doc 001 §7 "Magazine analysis"). */
export const page = analysisPage('elementReport');
