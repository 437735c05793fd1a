import type { ChartSeries, LiteratureSummary, NamedCount, Page, PageQuery } from '../shared/types';

/** Organization profile (show/details). // shape decided here */
export type OrganizationProfile = {
  id: string;
  name: string;
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
export type OrganizationListQuery = PageQuery & { id?: string; keyword?: string; year?: number };
export type OrganizationPage = Page<Pick<OrganizationProfile, 'id' | 'name' | 'literatureCount' | 'citedCount'>>;
export type OrganizationLiteraturePage = Page<LiteratureSummary>;
/** World / China analysis: counts per country or province plus trends. // shape decided here */
export type RegionAnalysis = { regions: NamedCount[]; trend: ChartSeries[] };

export type { ChartSeries, NamedCount };
