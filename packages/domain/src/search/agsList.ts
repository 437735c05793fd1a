/** One aggregation request of a search (doc 000 §3): code, size and extra parameters. */
export interface AgsEntry {
  code: string;
  size: number;
  [extra: string]: unknown;
}

/**
 * Literature types that have no authors to aggregate. The spec only says A entries are dropped
 * "under a certain type condition"; the project reads it as: the advanced search's type list
 * selects nothing but standards, regulations or policies (docs/decisions/domain.md).
 */
export const typesWithoutAuthorFacet = [6, 8, 51] as const;

/** Advanced-search agsList filtering (doc 000 §5): drop the author (A) entries under that condition. */
export function filterAgsList<E extends AgsEntry>(agsList: readonly E[], selectedTypes: readonly number[]): E[] {
  const noAuthors: readonly number[] = typesWithoutAuthorFacet;
  const dropAuthors = selectedTypes.length > 0 && selectedTypes.every((t) => noAuthors.includes(t));
  return dropAuthors ? agsList.filter((entry) => entry.code !== 'A') : [...agsList];
}
