import type {
  ChartSeries,
  EntityLiteratureQuery,
  LiteratureSummary,
  NamedCount,
  Page,
  PageQuery,
} from '../shared/types';

/** Subject (topic) profile. // shape decided here */
export type SubjectProfile = {
  id: string;
  name: string;
  clc?: string;
  literatureCount: number;
  disciplineName?: string;
};
export type SubjectQuery = { id: string };
export type SubjectListQuery = PageQuery & EntityLiteratureQuery & { id?: string; keyword?: string; year?: number };
export type SubjectLiteraturePage = Page<LiteratureSummary>;
export type SubjectPage = Page<SubjectProfile>;
/** Infiltration of a subject into other disciplines. // shape decided here */
export type SubjectInfiltration = NamedCount[];

/** Word (keyword) queries. // shape decided here */
export type WordQuery = { word: string; startYear?: number; endYear?: number; size?: number };
export type WordRankRow = { rank: number; word: string; count: number; change?: number };

export type { ChartSeries, NamedCount };
