import type { LiteratureSummary, Page, PageQuery } from '../shared/types';

/** AI manuscript check record; record states are not shown in the spec. // shape decided here */
export type ManuscriptRecord = {
  id: string;
  title: string;
  fileName: string;
  state: number;
  stateName?: string;
  createdAt: string;
};
export type ManuscriptIssue = { kind: string; text: string; suggestion?: string };
export type ManuscriptDetail = ManuscriptRecord & {
  summary: string;
  issues: ManuscriptIssue[];
  abstract?: string;
  keywords?: string[];
};
export type ManuscriptUpload = { fileId: string; fileName: string; title: string };
export type AddCheckPayload = { fileId: string; title?: string; targetJournal?: string };
export type RecordIdQuery = { id: string };
export type RecordListQuery = PageQuery & { state?: number };
/**
 * A recommended journal. `score` (0–100) is the share of the manuscript's title and keyword terms found in
 * the journal's published articles; `matchedTerms` are those terms. // shape decided here
 */
export type JournalRecommendation = {
  journalId: string;
  name: string;
  score: number;
  indexTags: string[];
  matchedTerms?: string[];
  matchingArticles?: number;
};

export type { LiteratureSummary, Page };
