import type { ChartSeries, NamedCount } from '../shared/types';

/** Every magazine analysis takes the managed journal and a year range. // shape decided here */
export type MagazineQuery = { journalId: string; startYear?: number; endYear?: number; compareJournalIds?: string[] };

/** A magazine analysis answer: headline figures, series and rankings, all optional. // shape decided here */
export type MagazineAnalysis = {
  figures: { name: string; value: number; unit?: string }[];
  series: ChartSeries[];
  rankings: NamedCount[];
};

/** A report document of the manager area (agingReport, elementReport, influenceReport, quoteReport). // shape decided here */
export type MagazineReport = { title: string; year: number; sections: { title: string; analysis: MagazineAnalysis }[] };

/** An editable periodical profile (editPeriodic). // shape decided here */
export type PeriodicalEdit = { journalId: string; intro?: string; columns?: string[]; contact?: string; website?: string };
