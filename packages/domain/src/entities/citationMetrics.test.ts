import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entityLabels } from '../messages/labels/entities';
import {
  citationReportCsv,
  citationReportOf,
  hIndex,
  type CitationReportParts,
  type CitedPublication,
} from './citationMetrics';

const paper = (id: string, year: number, citingYears: number[], title = `论文${id}`): CitedPublication => ({
  id,
  title,
  year,
  citedCount: citingYears.length,
  citingYears,
});

/** The analysis series the entity calls would answer for these publications. */
function partsOf(papers: readonly CitedPublication[]): CitationReportParts {
  const series = (pick: (p: CitedPublication) => { year: number; value: number }[]) => {
    const map = new Map<number, number>();
    for (const point of papers.flatMap(pick)) map.set(point.year, (map.get(point.year) ?? 0) + point.value);
    return [...map].map(([year, value]) => ({ year, value }));
  };
  return {
    publicationsByYear: series((p) => [{ year: p.year, value: 1 }]),
    citedByPublicationYear: series((p) => [{ year: p.year, value: p.citedCount }]),
    citationsByYear: series((p) => p.citingYears.map((year) => ({ year, value: 1 }))),
    mostCited: papers,
  };
}

const reportOf = (papers: readonly CitedPublication[]) => citationReportOf(partsOf(papers));

describe('hIndex', () => {
  it('pins the textbook cases', () => {
    expect(hIndex([])).toBe(0);
    expect(hIndex([0, 0])).toBe(0);
    expect(hIndex([10, 8, 5, 4, 3])).toBe(4);
    expect(hIndex([25, 8, 5, 3, 3])).toBe(3);
    expect(hIndex([1, 1, 1])).toBe(1);
    expect(hIndex([100])).toBe(1);
  });

  it('is the largest h with h papers cited at least h times (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 500 }), { maxLength: 60 }), (counts) => {
        const h = hIndex(counts);
        expect(counts.filter((c) => c >= h).length).toBeGreaterThanOrEqual(h);
        expect(counts.filter((c) => c >= h + 1).length).toBeLessThan(h + 1);
        expect(h).toBeLessThanOrEqual(counts.length);
      }),
    );
  });

  it('does not reorder the caller’s array', () => {
    const counts = [1, 5, 3];
    hIndex(counts);
    expect(counts).toEqual([1, 5, 3]);
  });
});

describe('citationReportOf', () => {
  it('sums, fills year gaps and ranks the most cited', () => {
    const report = reportOf([paper('a', 2019, [2020, 2020, 2022]), paper('b', 2021, [2022]), paper('c', 2021, [])]);
    expect(report).toMatchObject({
      publications: 3,
      citedPublications: 2,
      totalCitations: 4,
      citationsPerPublication: 1.33,
      hIndex: 1,
    });
    expect(report.byYear).toEqual([
      { year: 2019, publications: 1, citations: 0 },
      { year: 2020, publications: 0, citations: 2 },
      { year: 2021, publications: 2, citations: 0 },
      { year: 2022, publications: 0, citations: 2 },
    ]);
    expect(report.mostCited.map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });

  it('answers zeros for nothing', () => {
    expect(reportOf([])).toEqual({
      publications: 0,
      citedPublications: 0,
      totalCitations: 0,
      citationsPerPublication: 0,
      hIndex: 0,
      byYear: [],
      mostCited: [],
    });
  });

  it('counts every publication and citing year once (property)', () => {
    const arbitrary = fc.array(
      fc.record({
        year: fc.integer({ min: 1990, max: 2025 }),
        citing: fc.array(fc.integer({ min: 1990, max: 2026 }), { maxLength: 8 }),
      }),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(arbitrary, (items) => {
        const report = reportOf(items.map((item, i) => paper(String(i), item.year, item.citing)));
        expect(report.byYear.reduce((s, r) => s + r.publications, 0)).toBe(items.length);
        expect(report.byYear.reduce((s, r) => s + r.citations, 0)).toBe(report.totalCitations);
        const years = report.byYear.map((r) => r.year);
        expect(years).toEqual(years.map((_, i) => (years[0] ?? 0) + i));
        expect(report.mostCited.length).toBe(Math.min(10, items.length));
      }),
    );
  });
});

describe('citationReportCsv', () => {
  it('writes the three tables with a BOM, quoting and defusing formulas', () => {
    const report = reportOf([paper('a', 2020, [2021]), paper('b', 2021, [], '=HYPERLINK("x"),注')]);
    const csv = citationReportCsv(report, entityLabels.citationReport);
    expect(csv.startsWith('\uFEFF文献数,被引文献数,总被引次数,篇均被引,H指数\r\n2,1,1,0.5,1\r\n')).toBe(true);
    expect(csv).toContain('年份,发文量,被引次数\r\n2020,1,0\r\n2021,1,1\r\n');
    expect(csv).toContain(`"'=HYPERLINK(""x""),注",2021,0\r\n`);
  });
});
