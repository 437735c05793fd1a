import type { Page, PageQuery } from '../shared/types';

/** Citation database source (GET /citation/dataBase/getDataSource). // shape decided here */
export type CitationDataSource = { id: string; name: string; code: string };

/** A citation order; the spec does not show its fields or states. // shape decided here */
export type CitationOrder = {
  id: string;
  title: string;
  dataSourceIds: string[];
  status: string;
  createdAt: string;
  reportUrl?: string;
};

export type CitationOrderPayload = { title: string; dataSourceIds: string[]; literatureIds?: string[] };
export type CitationOrderListQuery = PageQuery & { status?: string };
export type CitationOrderList = Page<CitationOrder>;
/** Registration details of an order (set reg). // shape decided here */
export type CitationOrderRegistration = { orderId: string; name: string; organ: string; contact: string };
