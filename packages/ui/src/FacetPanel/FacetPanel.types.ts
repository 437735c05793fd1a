import type { FacetKind } from '@wenxian/domain';

/** One value of a facet with its result count (none before a search: a fixed code table such as 作废 / 现行). */
export type FacetOption = { value: string; label: string; count?: number };

/** A facet group: a condition filter (Y year, O organization, A author, type, language...) and its values. */
export type FacetGroup = {
  /** Condition filter code the selection is sent under. */
  code: string;
  title: string;
  /** Values by count, as the aggregation answered. */
  options: readonly FacetOption[];
  /** Which default size applies (doc 000 §9): types and quality journals show 10, year/class/others 5, hidden 0. */
  sizeKind?: FacetKind;
};

/** A chosen facet value. */
export type FacetSelection = { group: string; value: string };
