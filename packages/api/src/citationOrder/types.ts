import type { CitationPaper } from '@wenxian/domain';
import type { Page, PageQuery } from '../shared/types';

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
