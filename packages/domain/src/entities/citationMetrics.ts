/**
 * Citation metrics of an entity (author, organisation, journal, subject): the h-index, and the citation
 * report a user can export, built from the entity's analysis series (the citation analysis pages /quote/*).
 * Pure: the pages and the simulated server share them.
 */

/**
 * Hirsch's h-index: the largest h such that h of the publications are cited at least h times each.
 * Negative or fractional counts are treated as their floor, at least 0.
 */
export function hIndex(citedCounts: readonly number[]): number {
  const sorted = citedCounts.map((c) => Math.max(0, Math.floor(c))).sort((a, b) => b - a);
  let h = 0;
  while (h < sorted.length && (sorted[h] ?? 0) > h) h += 1;
  return h;
}

/** One publication as the report needs it: its year, times cited, and the years of the citing works. */
export type CitedPublication = {
  id: string;
  title: string;
  year: number;
  citedCount: number;
  /** Year of each citing work (may be shorter than citedCount when citers lie outside the corpus). */
  citingYears: readonly number[];
};

/** One row per year: what was published that year and the citations received that year. */
export type CitationYearRow = { year: number; publications: number; citations: number };

export type CitationReport = {
  publications: number;
  /** Publications cited at least once. */
  citedPublications: number;
  totalCitations: number;
  /** Citations per publication, two decimals (0 when there is nothing). */
  citationsPerPublication: number;
  hIndex: number;
  /** Every year from the first publication or citation to the last, gaps filled with zeros. */
  byYear: CitationYearRow[];
  /** Most-cited first (ties: newer first, then id), at most `top` items. */
  mostCited: CitedPublication[];
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Column headers of the exported report, in the order of `citationReportCsv`. */
export type CitationReportCsvLabels = {
  summary: readonly [
    publications: string,
    citedPublications: string,
    totalCitations: string,
    perPublication: string,
    hIndex: string,
  ];
  years: readonly [year: string, publications: string, citations: string];
  papers: readonly [title: string, year: string, citedCount: string];
};

/** A CSV cell: quoted when it holds a comma, quote or line break (RFC 4180); formulas defused. */
function csvCell(value: string | number): string {
  let text = String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet (CSV injection).
  if (/^[=+\-@]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The report as CSV for download: the summary line, the per-year table and the most-cited list,
 * separated by blank lines; a UTF-8 BOM so spreadsheet programs read the Chinese correctly.
 */
export function citationReportCsv(report: CitationReport, labels: CitationReportCsvLabels): string {
  const lines = [
    labels.summary.map(csvCell).join(','),
    [
      report.publications,
      report.citedPublications,
      report.totalCitations,
      report.citationsPerPublication,
      report.hIndex,
    ].join(','),
    '',
    labels.years.map(csvCell).join(','),
    ...report.byYear.map((row) => [row.year, row.publications, row.citations].join(',')),
    '',
    labels.papers.map(csvCell).join(','),
    ...report.mostCited.map((p) => [csvCell(p.title), p.year, p.citedCount].join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** What an entity's analysis calls give: yearly series and its most-cited publications. */
export type CitationReportParts = {
  /** Publications per publication year (发文量). */
  publicationsByYear: readonly { year: number; value: number }[];
  /** Times cited of the publications of each year (被引量, by publication year); sums to the total. */
  citedByPublicationYear: readonly { year: number; value: number }[];
  /** Citations received per year (引用量, by citing year). */
  citationsByYear: readonly { year: number; value: number }[];
  /** The most-cited publications, most cited first; enough of them to hold the h-core. */
  mostCited: readonly Omit<CitedPublication, 'citingYears'>[];
};

/**
 * The citation report from the analysis series of an entity (the citation analysis pages): totals
 * from the series, the h-index from the most-cited list (exact while h is smaller than the list),
 * cited publications counted in that list.
 */
export function citationReportOf(parts: CitationReportParts, top = 10): CitationReport {
  const sum = (points: readonly { value: number }[]) => points.reduce((s, p) => s + Math.max(0, p.value), 0);
  const publications = sum(parts.publicationsByYear);
  const totalCitations = sum(parts.citedByPublicationYear);
  const published = new Map(parts.publicationsByYear.map((p) => [p.year, p.value]));
  const received = new Map(parts.citationsByYear.map((p) => [p.year, p.value]));
  const years = [...published.keys(), ...received.keys()];
  const byYear: CitationYearRow[] = [];
  if (years.length > 0) {
    for (let year = Math.min(...years); year <= Math.max(...years); year += 1) {
      byYear.push({ year, publications: published.get(year) ?? 0, citations: received.get(year) ?? 0 });
    }
  }
  const mostCited = parts.mostCited.map((p) => ({ ...p, citingYears: [] as number[] }));
  return {
    publications,
    citedPublications: parts.mostCited.filter((p) => p.citedCount > 0).length,
    totalCitations,
    citationsPerPublication: publications === 0 ? 0 : round2(totalCitations / publications),
    hIndex: hIndex(parts.mostCited.map((p) => p.citedCount)),
    byYear,
    mostCited: [...mostCited]
      .sort((a, b) => b.citedCount - a.citedCount || b.year - a.year || a.id.localeCompare(b.id))
      .slice(0, Math.max(0, top)),
  };
}
