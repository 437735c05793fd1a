import type { CitationPaper } from '@wenxian/domain';

/** The records of the document services: citation orders and PDF → Word conversions. */

export type CitationOrderRecord = {
  id: string;
  memberId: string;
  title: string;
  dataSourceIds: string[];
  papers: CitationPaper[];
  createdAt: number;
  registration?: { name: string; organ: string; contact: string };
};
/** A PDF → Word conversion of one user (/transform/pdf2word, session/pdfConversions.ts). */
export type PdfConversion = {
  id: string;
  memberId: string;
  fileName: string;
  size: number;
  pageCount: number;
  /** The PDF's text, page by page, line by line. */
  pages: string[][];
  uploadedAt: number;
  orderId: string | null;
  startedAt: number | null;
};
