import { formatBeijing } from '@wenxian/domain';
import { NEW_USER_COUPON } from '../data/commerce';
import { simulationSettings } from '../settings';
import { clearState, loadState, saveState } from './persistence';
import { accountSeeds, DEMO_TEAM_ID, SIM_PASSWORD, TEAM_MONTHLY_QUOTA, type AccountSeed } from './accounts';

/**
 * Everything a browser session changes on the simulated server: logins, quotas, wallet, orders,
 * conversations. It lives in memory only; `resetSimulation()` (exported from mocks/index.ts) puts it
 * back to the seed, and the api test setup calls it after every test so no state leaks.
 */

export type Coupon = { id: string; templateId: string; name: string; amount: number; threshold: number; state: 'unused' | 'used' | 'expired'; expireAt: string };
export type OrderState = 'unpaid' | 'paid' | 'cancelled';
export type Order = {
  id: string;
  memberId: string;
  name: string;
  commodityId: string;
  busCode: string;
  ids: string[];
  types: number[];
  amount: number;
  state: OrderState;
  createdAt: number;
  paidAt: number | null;
  payMethod: 'balance' | 'alipay' | 'zero' | null;
  couponId: string | null;
};
export type Bill = { id: string; memberId: string; kind: 'pay' | 'recharge' | 'migration'; amount: number; balanceAfter: number; orderId: string | null; createdAt: number; note: string };

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
  coupons: Coupon[];
  follows: Set<string>;
  subscriptions: string[];
  collections: Set<string>;
  comparisons: Set<string>;
};

export type Team = { id: string; name: string; originatorId: string; memberIds: string[]; nicknames: Record<string, string>; quotaTotal: number; quotaUsed: number; quotaMonth: string; inviteCode: string };

export type Message = { id: string; role: 'user' | 'assistant'; content: string; citations: string[]; feedback: 'like' | 'dislike' | null; createdAt: number };
export type Conversation = { id: string; memberId: string; title: string; createdAt: number; updatedAt: number; messages: Message[] };
export type ManuscriptCheck = { id: string; memberId: string; title: string; abstract: string; keywords: string[]; createdAt: number; journalIds: string[]; similarIds: string[] };

export type SimulationState = {
  accounts: Map<string, Account>;
  teams: Map<string, Team>;
  /** Auth token → userId. */
  tokens: Map<string, string>;
  /** Tokens ended by logout (a token names its user, so it must be refused explicitly). */
  revokedTokens: Set<string>;
  /** Session id (X-Session-Id) → token of the user logged in there. */
  sessions: Map<string, string>;
  /** One-time login tickets → userId. */
  tickets: Map<string, string>;
  /** Daily free OA downloads used, by userId, for `freeOaDay`. */
  freeOaUsed: Map<string, { day: string; count: number }>;
  orders: Map<string, Order>;
  bills: Bill[];
  conversations: Map<string, Conversation>;
  manuscriptChecks: Map<string, ManuscriptCheck>;
  /** How often each AI answer was regenerated (the next attempt cites the next records). */
  regenerations: Map<string, number>;
  /** Captcha angle issued per session id. */
  captchas: Map<string, { angle: number; issuedAt: number }>;
  /** Recent request times per session id (rate limiting). */
  requestLog: Map<string, number[]>;
  /** Sessions that passed the captcha recently (rate limit lifted until then). */
  verifiedUntil: Map<string, number>;
  /** Literature claims of confirmed authors. */
  claims: { id: string; memberId: string; literatureId: string; title: string; state: string; createdAt: string }[];
  /** Conference audit records by id. */
  auditRecords: Map<string, { id: string; conferenceId: string; title: string; authors: string[]; fileName?: string; state: number; stateName: string; host: boolean; authorized: boolean; updatedAt: string }>;
  /** Downloads that used a quota, for the member centre's download log. */
  downloadLog: { memberId: string; id: string; title: string; type: number; time: string; vipType: 'USER' | 'team' }[];
  citationOrders: { id: string; memberId: string; title: string; dataSourceIds: string[]; status: string; createdAt: string }[];
  feedbacks: { content: string; contactMethod: string; sourceType: number; images: unknown[] }[];
  browseRecords: { memberId: string; id: string; type: number; at: number }[];
  retrievalRecords: { memberId: string; text: string; total: number; at: number }[];
  /** Follows, comparisons and subscriptions by userId. */
  targets: Map<string, Record<'follows' | 'comparisons' | 'subscribed', { id: string; targetId: string; kind: 'journal' | 'author' | 'organ' | 'subject' | 'word' | 'literature'; name: string; at: string }[]>>;
  savedSearches: { id: string; memberId: string; name: string; expression: string; push: boolean }[];
  /** Notices the session's user has read. */
  readNotices: string[];
  sequence: number;
  /** Clock of the simulation; tests may replace it. */
  now: () => number;
};

/** An instant as the ISO text the server's time fields carry. */
export function isoOf(time: number): string {
  return new Date(time).toISOString();
}
/** The Beijing month (YYYY-MM) of an instant: monthly quotas reset on it. */
export function monthOf(time: number): string {
  return formatBeijing(time, 'YYYY-MM');
}
/** The Beijing day (YYYY-MM-DD) of an instant: daily allowances reset on it. */
export function dayOf(time: number): string {
  return formatBeijing(time);
}

function newUserCoupon(now: number): Coupon {
  return {
    id: 'CP-1',
    templateId: NEW_USER_COUPON.id,
    name: NEW_USER_COUPON.name,
    amount: NEW_USER_COUPON.amount,
    threshold: NEW_USER_COUPON.threshold,
    state: 'unused',
    expireAt: new Date(now + NEW_USER_COUPON.validDays * 86_400_000).toISOString(),
  };
}

function createState(now: () => number = () => Date.now()): SimulationState {
  const month = monthOf(now());
  const accounts = new Map<string, Account>();
  for (const seed of accountSeeds) {
    accounts.set(seed.userId, {
      ...seed,
      roleIds: [...seed.roleIds],
      password: SIM_PASSWORD,
      config: { state: 2, value: 10 },
      isMigrate: !seed.isOldSystem,
      wxBinDing: false,
      quotaMonth: month,
      purchased: new Set(),
      // The new-user coupon of doc 000 §9: 20 yuan, no threshold.
      coupons: seed.isNewUser ? [newUserCoupon(now())] : [],
      follows: new Set(),
      subscriptions: [],
      collections: new Set(),
      comparisons: new Set(),
    });
  }
  const teamMembers = accountSeeds.filter((a) => a.teamId === DEMO_TEAM_ID).map((a) => a.userId);
  const teams = new Map<string, Team>([[DEMO_TEAM_ID, {
    id: DEMO_TEAM_ID,
    name: '智能计算课题组',
    originatorId: teamMembers[0] ?? 'U1003',
    memberIds: teamMembers,
    nicknames: {},
    quotaTotal: TEAM_MONTHLY_QUOTA,
    quotaUsed: 0,
    quotaMonth: month,
    inviteCode: 'WX8K2Q',
  }]]);
  return {
    accounts, teams, tokens: new Map(), revokedTokens: new Set(), sessions: new Map(), tickets: new Map(), freeOaUsed: new Map(), orders: new Map(), bills: [],
    conversations: new Map(), manuscriptChecks: new Map(), regenerations: new Map(), captchas: new Map(), requestLog: new Map(), verifiedUntil: new Map(),
    claims: [], auditRecords: new Map(), downloadLog: [], citationOrders: [], feedbacks: [], browseRecords: [], retrievalRecords: [], readNotices: [], targets: new Map(), savedSearches: [], sequence: 1, now,
  };
}

let state: SimulationState | undefined;
/** The clock a test gave `resetSimulation`, used when the state is next created. */
let clock: (() => number) | undefined;

/** The session state, created on first use (or restored from localStorage when persistence is on). */
export function simulationState(): SimulationState {
  const now = clock ?? ((): number => Date.now());
  state ??= (simulationSettings().persist ? loadState(now) : undefined) ?? createState(now);
  return state;
}

/** Writes the state to localStorage when persistence is on (after every answered call). */
export function persistSimulationState(): void {
  if (state && simulationSettings().persist) saveState(state);
}

/** Back to the seed: every login, quota, order and conversation is forgotten. Call between tests. */
export function resetSimulation(options: { now?: () => number } = {}): void {
  clearState();
  // Created again on next use (like a fresh page): with persistence on, from what was stored since.
  state = undefined;
  clock = options.now;
}

/** Sequential ids, stable within a session: `O1001`, `C1002`... */
export function nextId(prefix: string): string {
  const current = simulationState();
  current.sequence += 1;
  return `${prefix}${1000 + current.sequence}`;
}
