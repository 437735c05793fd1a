import type {
  AnalysisQuery,
  ChartSeries,
  EntityLiteratureQuery,
  LiteratureSummary,
  NamedCount,
  Page,
  PageQuery,
} from '../shared/types';

/** Organization profile (show/details). // shape decided here */
export type OrganizationProfile = {
  id: string;
  name: string;
  /** Its English name, when it has one (the English list /organization/en shows it). // shape decided here */
  nameEn?: string;
  province?: string;
  city?: string;
  kind?: string;
  /** Virtual organisations are opened with ?v=jws. */
  isVirtual?: boolean;
  parentId?: string | null;
  literatureCount: number;
  citedCount: number;
};
export type OrganizationQuery = { id: string; v?: string };
export type OrganizationListQuery = PageQuery &
  EntityLiteratureQuery & { id?: string; keyword?: string; year?: number; v?: string };
/** An analysis of an organisation; v 'jws' (the ?v=jws pages) adds up its member units. */
export type OrganizationAnalysisQuery = AnalysisQuery & { v?: string };
export type OrganizationPage = Page<
  Pick<OrganizationProfile, 'id' | 'name' | 'nameEn' | 'literatureCount' | 'citedCount' | 'isVirtual'>
>;
export type OrganizationLiteraturePage = Page<LiteratureSummary>;
/**
 * China analysis: the provinces of the organisations it writes with (its own excluded), its rank by
 * papers among the organisations of its province, and its trends. // shape decided here
 */
export type ChinaAnalysis = {
  regions: NamedCount[];
  provinceRank: { province: string; rank: number; total: number };
  trend: ChartSeries[];
};
/** Its papers and citations per paper in one discipline, against the whole corpus in that discipline. // shape decided here */
export type DisciplineImpact = {
  id: string;
  name: string;
  count: number;
  citationsPerPaper: number;
  baseline: number;
  impact: number;
};
/**
 * World analysis: its rank by times cited among all organisations, its citation impact per
 * discipline normalised by the corpus baseline (1 = the world average), and its citations per paper
 * by year against the baseline. // shape decided here
 */
export type WorldAnalysis = { rank: number; total: number; disciplines: DisciplineImpact[]; trend: ChartSeries[] };

export type { ChartSeries, NamedCount };

/** A collaboration network: the organisation and its partners, links weighted by joint papers. // shape decided here */
export type CollaborationNetwork = { nodes: NamedCount[]; links: { source: string; target: string; value: number }[] };
