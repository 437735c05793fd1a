import type { LiteratureTypeCode } from '@wenxian/domain';

/** One behaviour event of /behaviorLog/addRecord. // shape decided here */
export type BehaviorEvent = {
  /** What happened: page-view, click, search, download... */
  action: string;
  /** Route or element the event concerns. */
  target: string;
  /** Server-aligned epoch ms. */
  time: number;
  extra?: Record<string, string | number | boolean>;
};

/** Download record (analytics types 1, 3, 5, 6, 10 of doc 001 §3). // shape decided here */
export type DownloadRecord = { id: string; type: LiteratureTypeCode; analyticsType: number };
/** Search record. // shape decided here */
export type SearchRecord = { expression: string; total: number; type?: LiteratureTypeCode };
/** AI search (WeResearch) record. // shape decided here */
export type WeResearchRecord = { conversationId: string; question: string };
