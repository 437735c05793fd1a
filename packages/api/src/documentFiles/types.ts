import type { LiteratureTypeCode } from '@wenxian/domain';

/** A document's files (/commonOpenUp). // shape decided here (whole file) */
export type DocQuery = { id: string; type?: LiteratureTypeCode };
/** Online reading: the pages' URLs (or one PDF URL). */
export type DocView = { id: string; title: string; pageCount: number; url: string };
export type DirectoryEntry = { title: string; page: number; level: number };
/** An uploaded PDF waiting for its conversion order (pdfPath goes into the order payload). */
export type PdfUpload = {
  fileId: string;
  fileName: string;
  size: number;
  pageCount: number;
  pdfPath: string;
  amount: number;
};
