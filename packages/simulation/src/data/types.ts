import type { LiteratureTypeCode } from '@wenxian/domain';

/** Internal records of the simulated server. Handlers map them to the call layer's response types. */

export type OrganizationRecord = {
  id: string;
  name: string;
  /** Its English name (organizationNamesEn.ts); firms have none. */
  nameEn?: string;
  kind: 'university' | 'institute' | 'hospital' | 'company';
  province: string;
  city: string;
  /** Virtual organisations are shown with ?v=jws. */
  isVirtual: boolean;
  parentId: string | null;
  literatureCount: number;
  citedCount: number;
};

export type AuthorRecord = {
  id: string;
  name: string;
  organId: string;
  disciplineId: string;
  title: string;
  hIndex: number;
  literatureIds: string[];
  citedCount: number;
};

export type JournalRecord = {
  id: string;
  name: string;
  nameEn: string;
  issn: string;
  cn: string;
  disciplineId: string;
  hostOrganId: string;
  frequency: string;
  foundedYear: number;
  /** Index tags from the code table (SCIE, BDHX, CSCD...). */
  indexTags: string[];
  /** Edition, period or grade per tag code that has one, e.g. { BDHX: '2023', JCR: 'Q1' }. */
  indexTagEditions: Record<string, string>;
  impactFactor: number;
  compositeImpactFactor: number;
  isOA: boolean;
  /** 网络首发 flag ("net" tag). */
  netFirst: boolean;
  /** 1 shows the "ycb" tag. */
  extraAppStatus: 0 | 1;
  literatureIds: string[];
  /** Editorial columns (栏目). */
  columns: string[];
  coverUrl: string;
};

export type ConferenceRecord = {
  id: string;
  name: string;
  organizerId: string;
  city: string;
  startDate: string;
  endDate: string;
  disciplineId: string;
  literatureIds: string[];
  /** The learned society holding the meeting (主办), the proceedings' responsible body. */
  society: string;
  proceedingsTitle: string;
  /** The proceedings' publisher and its place. */
  publisher: string;
  publisherPlace: string;
};

export type SubjectRecord = {
  id: string;
  name: string;
  disciplineId: string;
  clc: string;
  literatureCount: number;
};

type LiteratureAuthor = { id: string; name: string; organId: string; organName: string };

export type LiteratureRecord = {
  id: string;
  type: LiteratureTypeCode;
  title: string;
  /** The title as generated: template words and vocabulary terms (the index segments each once). */
  titleParts: string[];
  titleEn: string;
  abstract: string;
  abstractParts: string[];
  keywords: string[];
  /** The English abstract and keywords (an English-language record's own text is English throughout). */
  abstractEn: string;
  keywordsEn: string[];
  authors: LiteratureAuthor[];
  disciplineId: string;
  subjectName: string;
  clc: string;
  subjectCode: string;
  year: number;
  publishDate: string;
  language: 'zh' | 'en';
  fund: string | null;
  doi: string;
  isOA: boolean;
  pages: string;
  pageCount: number;
  price: number;
  downloadCount: number;
  citedCount: number;
  /** Ids of records this one cites (always older records). */
  references: string[];
  /** Ids of records citing this one. */
  citedBy: string[];
  journalId: string | null;
  journalName: string | null;
  volume: string | null;
  issue: string | null;
  conferenceId: string | null;
  /** Conference papers: the conference's name, which a result row names as the paper's source. */
  conferenceName?: string | null;
  /** 博士 or 硕士 for degree theses. */
  thesisType: string | null;
  tutor: string | null;
  /** Patents. */
  patentType: string | null;
  applicationNo: string | null;
  /** Patents: the filing date (申请日), which the application number's year is. */
  applicationDate?: string | null;
  publicationNo: string | null;
  /** Patents: the IPC main classification (主分类号) of the patent's object. */
  ipc?: string | null;
  /** Standards: number, 国家标准/行业标准..., 现行/作废. */
  standardNo: string | null;
  standardType: string | null;
  standardStatus: string | null;
  /** Standards: the publisher their kind implies and its place (standards.ts). */
  publisher: string | null;
  publisherPlace: string | null;
  /** Newspapers, regulations, policies: source and document number; standards: the drafting body. */
  source: string | null;
  docNo: string | null;
};
