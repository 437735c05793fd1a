import type { LiteratureTypeCode } from '@wenxian/domain';
import type { LiteratureSummary } from '../shared/types';

/** Full literature record of a document page. Common fields first, type-specific ones optional. // shape decided here */
export type LiteratureDetail = LiteratureSummary & {
  titleEn?: string;
  doi?: string;
  fund?: string | null;
  clc?: string;
  language?: string;
  pages?: string;
  pageCount?: number;
  price?: number;
  journal?: { id: string; name: string; volume?: string | null; issue?: string | null } | null;
  /** The conference of a conference paper: name, place and dates (doc 000 §4.2). */
  conference?: { id: string; name: string; place?: string; startDate?: string; endDate?: string } | null;
  /** Organisations of the authors, in order, each once (linked to their pages). */
  organizations?: { id: string; name: string }[];
  /** Keywords that are subjects of the platform (linked to the subject page); others link to a search. */
  keywordSubjects?: { name: string; subjectId: string | null }[];
  /** Newspaper articles: the paper and the edition (版次). */
  newspaper?: { name: string; edition: number } | null;
  /** Patents: applicant (申请人) and International Patent Classification. */
  applicant?: string | null;
  ipc?: string | null;
  applicationDate?: string | null;
  /** Standards: date the standard takes effect (实施日期); publishDate is its release date. */
  implementDate?: string | null;
  /** Theses: the degree-granting school. */
  school?: { id: string; name: string } | null;
  /**
   * Theses, reports and achievements: the city of the school or institution (学位授予单位所在地 / 出版地, which
   * GB/T 7714—2015 §4.1 cites), shown on the page.
   */
  place?: string | null;
  /** References of the document, documents citing it and similar literature (first 10 each). */
  references?: LiteratureSummary[];
  citing?: LiteratureSummary[];
  similar?: LiteratureSummary[];
  /** Journal ISSN and CN where the document is a journal article. */
  issn?: string | null;
  thesisType?: string | null;
  tutor?: string | null;
  patentType?: string | null;
  applicationNo?: string | null;
  publicationNo?: string | null;
  standardNo?: string | null;
  /** Standards: the issuing bodies (发布机构), read from the standard number's code (domain `standardIssuers`). */
  standardIssuers?: string[];
  standardType?: string | null;
  /** 现行 or 作废. */
  standardStatus?: string | null;
  docNo?: string | null;
  referenceCount?: number;
};

/** Citation request (doc 001 §3): ids, types and styles. */
export type CitationRequest = { ids: string[]; types: LiteratureTypeCode[]; styles: string[] };

/** Per item: refText and one entry per style name (doc 001 §3). */
export type CitationItem = { id: string; refText: string } & Record<string, string>;

/** Export of single-item formats (BibTex, EndNote, RefMan, NoteFirst, NoteExpress). */
export type CitationExportRequest = { ids: string[]; types: LiteratureTypeCode[]; style: string };

/** Word reference data of one record (GET /literature/data/word-ref). // shape decided here */
export type WordRef = { id: string; refText: string; styles: Record<string, string> };
