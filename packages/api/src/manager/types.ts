import type { ChartSeries, NamedCount } from '../shared/types';

/** Every analysis of the manager area takes the managed journal and a year range. // shape decided here */
export type ManagerQuery = { journalId: string; startYear?: number; endYear?: number; compareJournalIds?: string[] };

/**
 * A year series of an analysis with the unit its values count in (篇, 次, 人次) and, where the series is named by
 * something else than what it measures (compete: one line per journal), the measure (发文量). A chart draws the
 * series of one unit on one value axis named by the measures and the unit. // shape decided here
 */
export type ManagerSeries = ChartSeries & { unit?: string; measure?: string };

/** An analysis of the manager area: headline figures, series and rankings, all optional. // shape decided here */
export type ManagerAnalysisResult = {
  figures: { name: string; value: number; unit?: string }[];
  series: ManagerSeries[];
  rankings: NamedCount[];
  /** The analysis as a table a manager can export (columns, then one row per line). // shape decided here */
  table?: { columns: string[]; rows: (string | number)[][] };
};

/** A report document of the manager area (agingReport, elementReport, influenceReport, quoteReport). // shape decided here */
export type ManagerReport = {
  title: string;
  year: number;
  sections: { title: string; analysis: ManagerAnalysisResult }[];
};

/** An editable periodical profile (editPeriodic). // shape decided here */
export type PeriodicalEdit = {
  journalId: string;
  intro?: string;
  columns?: string[];
  contact?: string;
  website?: string;
};

/**
 * What editPeriodic answers: the journal's editable profile after the edit. A call with only `journalId`
 * changes nothing and answers the profile as it stands (the edit form's first load). // shape decided here
 */
export type Periodical = {
  journalId: string;
  name: string;
  intro: string;
  columns: string[];
  contact: string;
  website: string;
  updatedAt: string | null;
};
