import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  pdfToWordDurationMs,
  pdfToWordFileName,
  pdfToWordPrice,
  pdfToWordProgress,
  pdfToWordUpload,
  pdfToWordUploadProblem,
} from './pdfToWord';

describe('pdf → word upload', () => {
  it('takes a non-empty .pdf of at most 20 MB', () => {
    expect(pdfToWordUploadProblem({ name: '论文.PDF', size: 10 })).toBeNull();
    expect(pdfToWordUploadProblem({ name: 'a.docx', size: 10 })).toBe('wrongType');
    expect(pdfToWordUploadProblem({ name: 'pdf', size: 10 })).toBe('wrongType');
    expect(pdfToWordUploadProblem({ name: 'a.pdf', size: 0 })).toBe('empty');
    expect(pdfToWordUploadProblem({ name: 'a.pdf', size: pdfToWordUpload.maxBytes })).toBeNull();
    expect(pdfToWordUploadProblem({ name: 'a.pdf', size: pdfToWordUpload.maxBytes + 1 })).toBe('tooLarge');
  });
});

describe('pdf → word price', () => {
  it('is 0.2 a page with a minimum of 1', () => {
    expect(pdfToWordPrice(1)).toBe(1);
    expect(pdfToWordPrice(5)).toBe(1);
    expect(pdfToWordPrice(6)).toBe(1.2);
    expect(pdfToWordPrice(33)).toBe(6.6);
    expect(pdfToWordPrice(200)).toBe(40);
  });
  it('never falls below the minimum, grows with pages and is whole cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 5000 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(pdfToWordPrice(low)).toBeGreaterThanOrEqual(1);
        expect(pdfToWordPrice(high)).toBeGreaterThanOrEqual(pdfToWordPrice(low));
        expect(Number.isInteger(Math.round(pdfToWordPrice(high) * 100))).toBe(true);
        expect(Math.abs(pdfToWordPrice(high) * 100 - Math.round(pdfToWordPrice(high) * 100))).toBeLessThan(1e-6);
      }),
    );
  });
});

describe('pdf → word progress', () => {
  it('runs from 0 to 100 over the duration and stays within bounds', () => {
    expect(pdfToWordDurationMs(10)).toBe(2000);
    expect(pdfToWordDurationMs(1000)).toBe(10_000);
    expect(pdfToWordProgress(1000, 1000, 10)).toBe(0);
    expect(pdfToWordProgress(1000, 2000, 10)).toBe(50);
    expect(pdfToWordProgress(1000, 3000, 10)).toBe(100);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: -1e6, max: 1e6 }), fc.nat(500), (t, d, p) => {
        const value = pdfToWordProgress(t, t + d, p);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(100);
        expect(Number.isInteger(value)).toBe(true);
      }),
    );
  });
});

it('names the file with the product prefix, the timestamp and .doc', () => {
  expect(pdfToWordFileName(1767600000000)).toBe('PDF转Word1767600000000.doc');
});
