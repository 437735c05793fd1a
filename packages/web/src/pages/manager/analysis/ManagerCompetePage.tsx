import { analysisPage } from './ManagerAnalysis';

/** /manager/compete: 竞争力对比 (doc 001 §7 "Magazine analysis"). */
export const page = analysisPage('compete');
