import type { Dataset } from '../data/dataset';
import type { LiteratureRecord } from '../data/types';

/**
 * The full text of a document as a real multi-page PDF (pdf-lib, loaded on first use), so downloads save a
 * file a reader opens and the online reader has pages to turn, zoom and search.
 *
 * Text is ASCII in the standard Helvetica font: embedding a CJK font would mean shipping a multi-megabyte font
 * file with the simulation (the machine's Noto CJK fonts are .ttc collections that pdf-lib's fontkit cannot
 * subset), and the simulation also runs in the browser where no system font is readable. Each page therefore
 * carries the record's id, English title, DOI and type in ASCII, the section the table of contents
 * (showDoc/getDirectory) points at, and body text with searchable words. Decision recorded in
 * docs/decisions/documents.md.
 */

/** The five sections of every document, the same the simulation's table of contents lists. */
export const sectionTitles = ['Introduction', 'Related work', 'Methods', 'Results and analysis', 'Conclusion'] as const;

/** First page (1-based) of section `index` in a document of `pageCount` pages (as getDirectory answers). */
export function sectionStartPage(pageCount: number, index: number): number {
  return 1 + Math.floor((pageCount / sectionTitles.length) * index);
}

/** Most pages a generated PDF has: long theses are cut here so a download stays small and fast. */
export const maxPdfPages = 60;

const ascii = (text: string): string => text.replace(/[^\x20-\x7e]/g, '').trim();

const vocabulary = [
  'model',
  'data',
  'method',
  'analysis',
  'system',
  'network',
  'sample',
  'result',
  'evaluation',
  'structure',
  'performance',
  'experiment',
  'parameter',
  'feature',
  'framework',
];

/** Deterministic body text for page `page` of `record` (the same bytes on every call). */
function bodyLines(record: LiteratureRecord, page: number): string[] {
  let seed = [...record.id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, page * 7919);
  const next = () => (seed = (seed * 1103515245 + 12345) >>> 0) % vocabulary.length;
  return Array.from({ length: 34 }, (_, line) => {
    const words = Array.from({ length: 11 }, () => vocabulary[next()]);
    return `${line === 0 ? 'The' : 'the'} ${words.join(' ')} of ${record.id} page ${page}.`;
  });
}

export type PdfDocumentPart = { record: LiteratureRecord; dataset: Dataset };

/** One PDF holding the given documents one after another (a batch download is one file). */
export async function documentPdf(parts: readonly PdfDocumentPart[]): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  pdf.setTitle(parts.map((p) => ascii(p.record.titleEn) || p.record.id).join('; '));
  pdf.setAuthor('wenxian simulated server');
  pdf.setProducer('wenxian simulation (pdf-lib)');
  pdf.setCreationDate(new Date(Date.UTC(2025, 0, 1)));
  pdf.setModificationDate(new Date(Date.UTC(2025, 0, 1)));

  for (const { record } of parts) {
    const pageCount = Math.max(2, Math.min(record.pageCount, maxPdfPages));
    for (let page = 1; page <= pageCount; page += 1) {
      const p = pdf.addPage([595, 842]);
      const section = sectionTitles.findLastIndex((_, i) => sectionStartPage(pageCount, i) <= page);
      p.drawText(`${record.id}  |  ${ascii(record.titleEn)}`, {
        x: 50,
        y: 800,
        size: 9,
        font,
        color: rgb(0.4, 0.4, 0.4),
      });
      if (page === 1) {
        p.drawText(ascii(record.titleEn) || record.id, { x: 50, y: 750, size: 18, font: bold });
        p.drawText(`Document ${record.id}, ${record.year}${record.doi ? `, DOI ${ascii(record.doi)}` : ''}`, {
          x: 50,
          y: 726,
          size: 10,
          font,
        });
      }
      p.drawText(`${section + 1} ${sectionTitles[section]}`, {
        x: 50,
        y: page === 1 ? 690 : 760,
        size: 13,
        font: bold,
      });
      bodyLines(record, page).forEach((line, i) =>
        p.drawText(line, { x: 50, y: (page === 1 ? 666 : 736) - i * 17, size: 9.5, font }),
      );
      p.drawText(`Page ${page} of ${pageCount}`, { x: 260, y: 40, size: 9, font });
    }
  }
  return pdf.save({ useObjectStreams: false });
}
