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
};
export type ConferenceQuery = { id: string };
export type ConferenceListQuery = PageQuery & { keyword?: string; year?: number; organizerId?: string };
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
};
export type AuditRecordInput = Omit<AuditRecord, 'id' | 'state' | 'stateName' | 'updatedAt'>;
export type AuditRecordListQuery = PageQuery & { conferenceId: string; state?: number };
export type AuditIds = { ids: string[] };
export type AuditStateCount = { state: number; stateName?: string; count: number }[];

export type { LiteratureSummary };
