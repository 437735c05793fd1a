import type { CitationPaper } from '@wenxian/domain';
import type { LiteratureSummary, Page, PageQuery } from '../shared/types';

/** Citation database source (GET /citation/dataBase/getDataSource): one of the 13 of doc 001 §3. // shape decided here */
export type CitationDataSource = { id: string; name: string; code: string };

/** A paper of an imported list: domain's shape (the template's columns). */
export type CitationOrderPaper = CitationPaper;
/** The import answer: the uploaded file's rows. // shape decided here */
export type CitationImportResult = { fileName: string; papers: CitationOrderPaper[] };

/** A citation order; the spec shows neither fields nor states (§4), so both are decided here. */
export type CitationOrder = {
  id: string;
  title: string;
  dataSourceIds: string[];
  paperCount: number;
  state: number;
  stateName: string;
  createdAt: string;
  registration?: Omit<CitationOrderRegistration, 'orderId'>;
};

export type CitationOrderPayload = { title: string; dataSourceIds: string[]; papers: CitationOrderPaper[] };
export type CitationOrderListQuery = PageQuery;
export type CitationOrderList = Page<CitationOrder>;
/** Registration details of an order (set reg). // shape decided here */
export type CitationOrderRegistration = { orderId: string; name: string; organ: string; contact: string };

/** Asks for a finished order's report. // shape decided here */
export type CitationOrderReportQuery = { orderId: string };
/** A record citing a paper of the order, with the order's sources that index it. // shape decided here */
export type CitationReportCiting = LiteratureSummary & {
  /** Of the order's sources, those in which this citation was found. */
  dataSourceIds: string[];
  /** The citing record shares an author with the cited paper (自引); otherwise 他引. */
  selfCitation: boolean;
};
/** One paper of the order: as imported, the record it was matched to (null: not found), and its citations. */
export type CitationReportPaper = {
  paper: CitationOrderPaper;
  literature: LiteratureSummary | null;
  citing: CitationReportCiting[];
};
/** The report of a finished citation order (引证检索报告). // shape decided here */
export type CitationOrderReport = {
  order: CitationOrder;
  /** Papers found in the literature base. */
  foundCount: number;
  /** Citations found in the order's sources, and how many of them are 他引 / 自引. */
  citingCount: number;
  otherCount: number;
  selfCount: number;
  papers: CitationReportPaper[];
};
