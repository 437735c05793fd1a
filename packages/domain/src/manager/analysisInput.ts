/**
 * Inputs of the journal manager's analyses (doc 000 §6, doc 001 §7 "Magazine analysis"): a year range and,
 * for `compete`, the journals compared with the managed one. The spec shows neither limits nor wording; the
 * project's choices are in docs/decisions/manager.md.
 */
export const MAX_COMPARED_JOURNALS = 5;
export const ANALYSIS_FIRST_YEAR = 2000;

export const analysisInputLabels = {
  yearOrder: '起始年份不能晚于结束年份',
  yearRange: (first: number, last: number) => `年份须在${first}—${last}之间`,
  tooManyJournals: (max: number) => `最多可选择${max}本对比期刊`,
  sameJournal: '不能与本刊自身对比',
} as const;

export type AnalysisRange = { startYear?: number; endYear?: number };

/** Checks a year range; `lastYear` is the current year. Empty bounds are open. */
export function validateAnalysisRange(range: AnalysisRange, lastYear: number): string | null {
  const { startYear, endYear } = range;
  for (const year of [startYear, endYear]) {
    if (year !== undefined && (!Number.isInteger(year) || year < ANALYSIS_FIRST_YEAR || year > lastYear)) {
      return analysisInputLabels.yearRange(ANALYSIS_FIRST_YEAR, lastYear);
    }
  }
  if (startYear !== undefined && endYear !== undefined && startYear > endYear) return analysisInputLabels.yearOrder;
  return null;
}

/** The compared journals: distinct, not the managed journal, at most MAX_COMPARED_JOURNALS. */
export function validateComparedJournals(managedId: string, ids: readonly string[]): string | null {
  if (ids.includes(managedId)) return analysisInputLabels.sameJournal;
  if (new Set(ids).size > MAX_COMPARED_JOURNALS) return analysisInputLabels.tooManyJournals(MAX_COMPARED_JOURNALS);
  return null;
}

/** Distinct ids in order, without the managed journal, cut to the maximum (what the server computes on). */
export function normalizeComparedJournals(managedId: string, ids: readonly string[]): string[] {
  return [...new Set(ids)].filter((id) => id && id !== managedId).slice(0, MAX_COMPARED_JOURNALS);
}

/** A year typed in a field: empty → open bound, anything else a number (NaN fails validation). */
export function parseYear(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}
