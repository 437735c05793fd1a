import type { Page, PageQuery } from '../shared/types';

/** A VIP package; prices are not shown in the spec. // shape decided here */
export type VipPackage = {
  id: string;
  /** What an order for it names (setOrder commodityId). */ commodityId: string;
  name: string;
  price: number;
  originalPrice?: number;
  months: number;
  downloadQuota: number;
  kind: 'personal' | 'team';
};
/** Membership centre summary. // shape decided here */
export type VipCenterInfo = {
  isMember: boolean;
  /** The team the user belongs to, for the team calls. // decided here */ teamId?: string;
  expireAt?: string;
  personalQuota?: { used: number; total: number };
  teamQuota?: { used: number; total: number };
};
/** VIP team (doc 001 §3): id, name, members, nicknames, invite code. */
export type VipTeam = { id: string; name: string; originatorId: string; inviteCode?: string; members: VipTeamMember[] };
export type VipTeamMember = { memberId: string; nickname: string; isOriginator: boolean; downloadLimit?: number };
export type TeamBenefitUsage = {
  month: string;
  used: number;
  total: number;
  byMember: { memberId: string; nickname: string; used: number }[];
};
export type DownloadLogEntry = { id: string; title: string; type: number; time: string; vipType: 'USER' | 'team' };
export type DownloadLogQuery = PageQuery & { vipType?: 'USER' | 'team' };
export type DownloadLogPage = Page<DownloadLogEntry>;
