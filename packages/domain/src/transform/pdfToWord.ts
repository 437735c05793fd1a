import { downloadFileName } from '../format/downloadFileName';

/**
 * PDF → Word conversion (/transform/pdf2word, doc 000 §1 "PDF-to-Word conversion"). The spec gives no limits or
 * price; these are the project's (docs/decisions/documents.md) and are said on the page before the upload.
 */
export const pdfToWordUpload = {
  accept: '.pdf,application/pdf',
  maxMb: 20,
  maxBytes: 20 * 1024 * 1024,
  /** Pages converted per file at most. */
  maxPages: 200,
} as const;

export type PdfToWordUploadProblem = 'wrongType' | 'tooLarge' | 'empty';

/** Why a picked file cannot be uploaded for conversion, or null when it can (a .pdf, not empty, ≤ 20 MB). */
export function pdfToWordUploadProblem(file: { name: string; size: number }): PdfToWordUploadProblem | null {
  if (!/\.pdf$/i.test(file.name.trim())) return 'wrongType';
  if (file.size <= 0) return 'empty';
  if (file.size > pdfToWordUpload.maxBytes) return 'tooLarge';
  return null;
}

/** The commodity ordered for a conversion and its price rule: 0.2 reading coins a page, at least 1 coin. */
export const pdfToWordCommodity = { id: 'CM-PDF2WORD', busCode: 'PDF2WORD', perPage: 0.2, minimum: 1 } as const;

/** Price of converting a PDF of `pages` pages, in coins (yuan), to the cent. */
export function pdfToWordPrice(pages: number, pricing: { perPage: number; minimum: number } = pdfToWordCommodity) {
  const count = Math.max(0, Math.ceil(pages));
  const cents = Math.round(count * pricing.perPage * 100);
  return Math.max(cents, Math.round(pricing.minimum * 100)) / 100;
}

/** Conversion states as the conversion list reports them (not in the spec; decided here). */
export const pdfToWordStates = { unpaid: 0, converting: 1, done: 2 } as const;
export type PdfToWordState = (typeof pdfToWordStates)[keyof typeof pdfToWordStates];

/** How long the conversion service takes for a PDF: 1 s plus 0.1 s a page, at most 10 s. */
export function pdfToWordDurationMs(pages: number): number {
  return Math.min(1000 + 100 * Math.max(0, pages), 10_000);
}

/** Percent done (0..100, whole) of a conversion started at `startedAt`, at `now`. */
export function pdfToWordProgress(startedAt: number, now: number, pages: number): number {
  const share = (now - startedAt) / pdfToWordDurationMs(pages);
  if (!(share > 0)) return 0;
  return Math.min(100, Math.floor(share * 100));
}

/** Name of the converted file: product prefix + timestamp + .doc (doc 000 §9). */
export const pdfToWordFilePrefix = 'PDF转Word';
export function pdfToWordFileName(now: number): string {
  return downloadFileName(pdfToWordFilePrefix, 'word', now);
}
