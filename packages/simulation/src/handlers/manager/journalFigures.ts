import type { ChartSeries, ManagerAnalysisResult, ManagerSeries, NamedCount } from '@wenxian/api';
import type { Dataset } from '../../data/dataset';
import type { JournalRecord, LiteratureRecord } from '../../data/types';
import { countBy, yearSeries } from '../analytics';
import { recordsOf } from '../../data/lookup';

/** The arithmetic the manager's analyses and reports share: totals, shares, medians and a journal's indicators. */

export const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);
export const ratio = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : 0);
export const round1 = (value: number) => Math.round(value * 10) / 10;

/** A year series with the unit its values count in (and its measure, when the series is named otherwise). */
export const counted = (series: ChartSeries, unit: string, measure?: string): ManagerSeries => ({
  ...series,
  unit,
  ...(measure ? { measure } : {}),
});
/** 发文量 (篇) and 被引量 (次) by year. */
export const publishedAndCited = (records: readonly LiteratureRecord[], range: Parameters<typeof yearSeries>[3]) => [
  counted(
    yearSeries(records, '发文量', () => 1, range),
    '篇',
  ),
  counted(
    yearSeries(records, '被引量', (r) => r.citedCount, range),
    '次',
  ),
];

/**
 * Percentages (one decimal) of each count in their sum that add up to exactly 100: each share is rounded down to
 * a tenth and the tenths left over go to the largest remainders (the largest remainder method).
 */
export function sharesOf(counts: readonly number[]): number[] {
  const total = sum(counts);
  if (!total) return counts.map(() => 0);
  const exact = counts.map((c) => (c / total) * 1000);
  const tenths = exact.map(Math.floor);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let left = 1000 - sum(tenths), k = 0; left > 0; left -= 1, k += 1) {
    const at = order[k % order.length]?.i ?? 0;
    tenths[at] = (tenths[at] ?? 0) + 1;
  }
  return tenths.map((t) => t / 10);
}

/** h-index of a set of records: h records cited at least h times each. */
function hIndexOf(records: readonly LiteratureRecord[]): number {
  const cited = records.map((r) => r.citedCount).sort((a, b) => b - a);
  let h = 0;
  while (h < cited.length && (cited[h] ?? 0) >= h + 1) h += 1;
  return h;
}

/** Median of a list (0 when empty): half-lives. */
export function median(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : round1(((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2);
}

/** Share of each counted name in the records, as a table with a total. */
export function shareTable(
  label: string,
  counts: NamedCount[],
  total: number,
  cited?: (entry: NamedCount) => number,
): ManagerAnalysisResult['table'] {
  return {
    columns: [label, '发文量', '占比(%)', ...(cited ? ['被引量'] : [])],
    rows: counts.map((c) => [c.name, c.count, ratio(c.count, total), ...(cited ? [cited(c)] : [])]),
  };
}

/** The citations of the records that carry a counted name (an author, organ, fund…). */
export const citedOf =
  (records: readonly LiteratureRecord[], keys: (r: LiteratureRecord) => readonly { id?: string; name: string }[]) =>
  (entry: NamedCount) =>
    sum(
      records
        .filter((r) => keys(r).some((k) => (k.id ?? k.name) === (entry.id ?? entry.name)))
        .map((r) => r.citedCount),
    );

/** The indicators of a journal over a set of its records (journal analysis and compete use the same). */
export function indicators(journal: JournalRecord, records: readonly LiteratureRecord[]) {
  const cited = sum(records.map((r) => r.citedCount));
  return {
    count: records.length,
    cited,
    perPaper: round1(cited / Math.max(records.length, 1)),
    fundRatio: ratio(records.filter((r) => r.fund).length, records.length),
    downloads: sum(records.map((r) => r.downloadCount)),
    hIndex: hIndexOf(records),
    impactFactor: journal.impactFactor,
  };
}

/** The journals citing (or cited by) the records, counted. */
export function journalsOf(dataset: Dataset, ids: readonly string[]): NamedCount[] {
  const records = recordsOf(dataset, ids).filter((r) => r.journalId);
  return countBy(records, (r) => [{ id: r.journalId ?? '', name: r.journalName ?? '' }], 15);
}
