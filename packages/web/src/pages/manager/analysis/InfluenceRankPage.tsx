import { analysisPage } from './ManagerAnalysis';

/** /manager/influenceRank: 影响力排名 (doc 001 §7 "Magazine analysis"). */
export const page = analysisPage('influenceRank');
