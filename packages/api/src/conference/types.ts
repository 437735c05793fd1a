import type { LiteratureSummary, Page, PageQuery } from '../shared/types';

/** Conference profile. // shape decided here */
export type ConferenceProfile = {
  id: string;
  name: string;
  organizer?: string;
  city?: string;
  startDate?: string;
  endDate?: string;
  literatureCount: number;
  /** Discipline of the meeting (the list filters by subject). // shape decided here */
  disciplineId?: string;
  disciplineName?: string;
  organizerId?: string;
};
export type ConferenceQuery = { id: string };
export type ConferenceListQuery = PageQuery & {
  keyword?: string;
  year?: number;
  organizerId?: string;
  /** By subject and by place (doc 000 §2.1 "/conference"). // shape decided here */
  disciplineId?: string;
  city?: string;
  /** Only the conferences the logged-in role holder manages (the manager's chooser). // shape decided here */
  mine?: boolean;
};
export type ConferencePage = Page<ConferenceProfile>;
export type ConferenceLiteratureQuery = PageQuery & { id: string; bookId?: string };
/** A proceedings book of a conference (searchBook). // shape decided here */
export type ConferenceBook = { id: string; conferenceId: string; title: string; year: number };

/**
 * A conference audit record; the spec shows neither fields nor state names (doc 001 §4). // shape decided here
 * `state` is a server code; `stateName` is whatever the server calls it.
 */
export type AuditRecord = {
  id: string;
  conferenceId: string;
  title: string;
  authors: string[];
  fileName?: string;
  state: number;
  stateName?: string;
  host?: boolean;
  authorized?: boolean;
  updatedAt: string;
  /** Where the uploaded paper is kept (/website upload). // shape decided here */
  filePath?: string;
  /** Similarity rate (%) once detection has come back (state 已检测 and later). */
  similarity?: number;
  /** When the signed authorization was attached; the signature itself is an image (data URL). */
  signedAt?: string;
  signature?: string;
};
export type AuditRecordInput = Omit<
  AuditRecord,
  'id' | 'state' | 'stateName' | 'updatedAt' | 'similarity' | 'signedAt' | 'signature'
>;
export type AuditRecordListQuery = PageQuery & { conferenceId: string; state?: number };
export type AuditIds = { ids: string[] };
/** Authorization carries the drawn e-signature (PNG data URL) of the e-signature pages. // shape decided here */
export type AuditAuthorization = AuditIds & { authorized: boolean; signature?: string };
export type AuditStateCount = { state: number; stateName?: string; count: number }[];

export type { LiteratureSummary };
/** Answer of the /website upload: the stored file's name and path. */
export type AuditUpload = { fileName: string; path: string };
