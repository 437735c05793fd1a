import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { getDataset } from '../data/dataset';
import { documentPdf, maxPdfPages, sectionStartPage, sectionTitles } from './documentPdf';

describe('documentPdf', () => {
  const dataset = getDataset();
  const article = dataset.literature.find((r) => r.type === 1 && r.pageCount >= 6)!;
  const thesis = dataset.literature.find((r) => r.type === 2 && r.pageCount > maxPdfPages)!;

  it('is a PDF with one page per page of the document', async () => {
    const bytes = await documentPdf([{ record: article, dataset }]);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(article.pageCount);
    expect(pdf.getTitle()).toBe(article.titleEn);
  });

  it('caps long theses and concatenates a batch', async () => {
    const pdf = await PDFDocument.load(
      await documentPdf([
        { record: thesis, dataset },
        { record: article, dataset },
      ]),
    );
    expect(pdf.getPageCount()).toBe(maxPdfPages + article.pageCount);
  });

  it('writes searchable text: each page names its number and its section', async () => {
    const bytes = Buffer.from(await documentPdf([{ record: article, dataset }]));
    // Inflate every content stream (pdf-lib compresses them) and read the hex strings Helvetica text is written as.
    const raw = bytes.toString('latin1');
    const streams = [...raw.matchAll(/stream\r?\n/g)].map((m) => {
      const start = m.index + m[0].length;
      const end = raw.indexOf('endstream', start);
      try {
        return inflateSync(bytes.subarray(start, end)).toString('latin1');
      } catch {
        return '';
      }
    });
    const text = streams.join('\n');
    const hex = (s: string) => [...s].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()).join('');
    expect(text).toContain(hex(`Page 2 of ${article.pageCount}`));
    expect(text).toContain(hex(`3 ${sectionTitles[2]}`));
  });

  it('puts the sections where the table of contents says', () => {
    expect(sectionTitles.map((_, i) => sectionStartPage(10, i))).toEqual([1, 3, 5, 7, 9]);
  });

  it('is the same file on every call', async () => {
    const a = await documentPdf([{ record: article, dataset }]);
    const b = await documentPdf([{ record: article, dataset }]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});
