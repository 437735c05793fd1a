import type { LiteratureTypeCode } from '@wenxian/domain';

/**
 * Shapes shared by many areas. The spec gives no response shapes beyond the envelope (doc 001 §3), so
 * these are decided here and the simulated server answers with them.
 */

/** Paging request. // shape decided here */
export type PageQuery = { pageNum?: number; pageSize?: number };

/** One page of a list. // shape decided here */
export type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number };

/** A literature record as lists show it. // shape decided here */
export type LiteratureSummary = {
  id: string;
  type: LiteratureTypeCode;
  title: string;
  abstract?: string;
  keywords?: string[];
  authors: { id?: string; name: string; organName?: string }[];
  source?: string | null;
  year?: number;
  publishDate?: string;
  downloadCount?: number;
  citedCount?: number;
  isOA?: boolean;
  /** Highlighted title (HTML with <em>); sanitise before rendering. */
  highlightTitle?: string;
  /** The facts a result row shows by type: a journal article's volume and issue, a thesis's degree (博士/硕士). */
  volume?: string | null;
  issue?: string | null;
  thesisType?: string | null;
  /** Patents: application number (申请号); standards: number and status (现行/作废). */
  applicationNo?: string | null;
  standardNo?: string | null;
  standardStatus?: string | null;
};

/** A count per label: facets, distributions, rankings. // shape decided here */
export type NamedCount = { id?: string; name: string; count: number };

/** A value per year: trends. // shape decided here */
export type YearValue = { year: number; value: number };

/** A chart series: trend/statistics answers of the analysis areas. // shape decided here */
export type ChartSeries = { name: string; points: YearValue[] };

/** A class-tree node (doc 001 §3 "Class node"). */
export type ClassNode = { id: string; code: string; label: string; children?: ClassNode[] };

/** Suggestion item (doc 001 §3 "Suggestion item"). */
export type SuggestionItem = {
  id?: string;
  name: string;
  label?: string;
  owner?: string;
  with?: string;
  recommendType?: string;
  /** Publication count. */
  recommendValue?: number;
  field?: string;
  organInfo?: { name: string }[];
};

/** Image object (doc 001 §3). */
export type ImageObject = { path: string; type: 'url' | 'vip-dc-oss'; bucketName?: string };

/** Payload of calls that only need the member. */
export type MemberPayload = { memberId: string };

/**
 * What an entity's literature list (author, organisation, journal, subject) may ask for besides paging:
 * its own records or the records citing them (citation analysis), newest or most cited first, one
 * year, a keyword in title or keywords. // shape decided here
 */
export type EntityLiteratureQuery = {
  relation?: 'own' | 'citing';
  sort?: 'date' | 'cited';
  year?: number;
  keyword?: string;
};

/** A generic analysis request: the object (journal/author/organ/subject/word) and an optional year range. // shape decided here */
export type AnalysisQuery = { id: string; startYear?: number; endYear?: number; size?: number };
