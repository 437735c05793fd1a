import type { LiteratureSummary, Page, PageQuery } from '../shared/types';

/** AI manuscript check record; record states are not shown in the spec. // shape decided here */
export type ManuscriptRecord = { id: string; title: string; fileName: string; state: number; stateName?: string; createdAt: string; score?: number };
export type ManuscriptDetail = ManuscriptRecord & { summary: string; issues: { kind: string; text: string; suggestion?: string }[] };
export type ManuscriptUpload = { fileId: string; fileName: string; title: string };
export type AddCheckPayload = { fileId: string; title?: string; targetJournal?: string };
export type RecordIdQuery = { id: string };
export type RecordListQuery = PageQuery & { state?: number };
/** A recommended journal with a match score. */
export type JournalRecommendation = { journalId: string; name: string; score: number; indexTags: string[] };

export type { LiteratureSummary, Page };
