import { membershipEndDay, type CountedDownload } from '@wenxian/domain';
import { accountSeeds, DEMO_TEAM_ID, SIM_PASSWORD, TEAM_MONTHLY_QUOTA, type AccountSeed } from './accounts';
import { monthOf } from './calendar';
import { newUserCoupon, type Coupon } from './moneyRecords';

/** A user as the server holds them: the seed, and what the session changed (password, quota month, coupons…). */
export type Account = AccountSeed & {
  password: string;
  /** Deduction mode config (doc 000 §3 "config"): state 1 always confirm, 2 confirm when the threshold ≥ balance, 0 never. */
  config: { state: number; value: number };
  isMigrate: boolean;
  wxBinDing: boolean;
  /** Month (YYYY-MM) the personal quota counter belongs to. */
  quotaMonth: string;
  /** Records the user owns (bought per item): downloads of them are free. */
  purchased: Set<string>;
  /**
   * The last count of each record downloaded with the member quota or the daily free OA allowance: downloads
   * again within its period are free (domain isCountedAgain). Absent in a state stored before it existed.
   */
  counted?: Record<string, CountedDownload>;
  coupons: Coupon[];
  follows: Set<string>;
  subscriptions: string[];
  collections: Set<string>;
  comparisons: Set<string>;
  /** E-mail bound in the personal centre (else the address emailOf gives). */
  email?: string;
  /** What the member stated in 作者认证 (saveMemberBasicInfo); a seeded confirmed author has its author's. */
  basicInfo?: { realName: string; organName: string; title?: string };
  /**
   * Last day of the personal membership (YYYY-MM-DD): what the member centre shows and what buying again
   * extends from (addMembershipMonths). Absent for an account that never held one.
   */
  vipEndDay?: string;
};

/** A team (团队): its members, their download limits and the team's monthly quota. */
export type Team = {
  id: string;
  name: string;
  originatorId: string;
  memberIds: string[];
  nicknames: Record<string, string>;
  /** Monthly download limits per member (userId), set by the originator; absent: the team quota only. */
  downloadLimits: Record<string, number>;
  quotaTotal: number;
  quotaUsed: number;
  quotaMonth: string;
  inviteCode: string;
};

/** An account as a seed (or a registration) starts it. */
export function createAccount(seed: AccountSeed, now: number): Account {
  return {
    ...seed,
    roleIds: [...seed.roleIds],
    password: SIM_PASSWORD,
    config: { state: 2, value: 10 },
    isMigrate: !seed.isOldSystem,
    wxBinDing: false,
    quotaMonth: monthOf(now),
    purchased: new Set(),
    // The new-user coupon of doc 000 §9: 20 yuan, no threshold.
    coupons: seed.isNewUser ? [newUserCoupon(now)] : [],
    follows: new Set(),
    subscriptions: [],
    collections: new Set(),
    comparisons: new Set(),
    // The seeded personal members hold this year's annual membership (docs/decisions/simulation.md), stored
    // like a bought one so that a renewal extends from the end the member centre shows.
    ...(seed.personalQuota > 0 ? { vipEndDay: membershipEndDay(`${monthOf(now).slice(0, 4)}-01-01`, 12) } : {}),
  };
}

/** The fixed accounts (docs/simulation.md), by userId, as a fresh server holds them. */
export function seededAccounts(now: number): Map<string, Account> {
  return new Map(accountSeeds.map((seed) => [seed.userId, createAccount(seed, now)]));
}

/** The demo team of the team members among the fixed accounts; the first of them is its originator. */
export function seededTeams(now: number): Map<string, Team> {
  const teamMembers = accountSeeds.filter((a) => a.teamId === DEMO_TEAM_ID).map((a) => a.userId);
  return new Map<string, Team>([
    [
      DEMO_TEAM_ID,
      {
        id: DEMO_TEAM_ID,
        name: '智能计算课题组',
        originatorId: teamMembers[0] ?? 'U1003',
        memberIds: teamMembers,
        nicknames: {},
        downloadLimits: {},
        quotaTotal: TEAM_MONTHLY_QUOTA,
        quotaUsed: 0,
        quotaMonth: monthOf(now),
        inviteCode: 'WX8K2Q',
      },
    ],
  ]);
}
