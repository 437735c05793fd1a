import type {
  ChartSeries,
  EntityLiteratureQuery,
  LiteratureSummary,
  NamedCount,
  Page,
  PageQuery,
} from '../shared/types';

/** Author profile (authorInfo). // shape decided here */
export type AuthorProfile = {
  id: string;
  name: string;
  organId?: string;
  organName?: string;
  title?: string;
  hIndex?: number;
  literatureCount: number;
  citedCount: number;
  domains?: string[];
};
export type AuthorCard = Pick<AuthorProfile, 'id' | 'name' | 'organName' | 'literatureCount' | 'citedCount'>;
export type AuthorQuery = { id: string };
export type AuthorListQuery = PageQuery &
  EntityLiteratureQuery & { id?: string; keyword?: string; organId?: string; classId?: string; year?: number };
export type AuthorPage = Page<AuthorCard>;
export type AuthorLiteraturePage = Page<LiteratureSummary>;
/** Author claim: the member's basic info and the literature claimed. // shape decided here */
export type MemberBasicInfo = {
  memberId: string;
  realName: string;
  organName: string;
  title?: string;
  email?: string;
  idCardNo?: string;
};
export type ClaimPayload = { literatureIds: string[] };
export type ClaimRecord = { id: string; literatureId: string; title: string; state: string; createdAt: string };
export type AuthorRankRow = { rank: number; author: AuthorCard; value: number };

export type { ChartSeries, NamedCount };
