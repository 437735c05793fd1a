import { formatBeijing, type CitationPaper } from '@wenxian/domain';
import { NEW_USER_COUPON } from '../data/commerce';
import { simulationSettings } from '../settings';
import { clearState, loadState, saveState } from './persistence';
import { createProductState, type ProductState } from './productState';
import { accountSeeds, DEMO_TEAM_ID, SIM_PASSWORD, TEAM_MONTHLY_QUOTA, type AccountSeed } from './accounts';
import type { AuditRecord, Periodical } from '@wenxian/api';

/**
 * Everything a browser session changes on the simulated server: logins, quotas, wallet, orders,
 * conversations. It lives in memory only; `resetSimulation()` (exported from mocks/index.ts) puts it
 * back to the seed, and the api test setup calls it after every test so no state leaks.
 */

export type Coupon = {
  id: string;
  templateId: string;
  name: string;
  amount: number;
  threshold: number;
  state: 'unused' | 'used' | 'expired';
  expireAt: string;
};
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
export type Bill = {
  id: string;
  memberId: string;
  kind: 'pay' | 'recharge' | 'migration';
  amount: number;
  balanceAfter: number;
  orderId: string | null;
  createdAt: number;
  note: string;
};

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
  /** E-mail bound in the personal centre (else the address emailOf gives). */
  email?: string;
  /** Last day of a personal membership bought in the session (membershipEndDay); seeded members have none. */
  vipEndDay?: string;
};

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

export type Message = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  citations: string[];
  feedback: 'like' | 'dislike' | null;
  createdAt: number;
};
export type Conversation = {
  id: string;
  memberId: string;
  title: string;
  createdAt: number;
  updatedAt: number;
  messages: Message[];
};
export type CitationOrderRecord = {
  id: string;
  memberId: string;
  title: string;
  dataSourceIds: string[];
  papers: CitationPaper[];
  createdAt: number;
  registration?: { name: string; organ: string; contact: string };
};
/** An uploaded manuscript, read when it arrives: the check is added from its title and text. */
export type ManuscriptFile = {
  id: string;
  memberId: string;
  fileName: string;
  title: string;
  abstract: string;
  keywords: string[];
  text: string;
};
/** A manuscript check: the file it was made from, when, and the journals and papers it found. */
export type ManuscriptCheck = ManuscriptFile & {
  createdAt: number;
  journalIds: string[];
  similarIds: string[];
};
/** A cached /rweb/chat answer (summary caches) and a file the assistant wrote or was given. */
export type ChatCacheEntry = { key: string; content: string; savedAt: number };
export type ChatFile = { id: string; fileName: string; contentType: string; content: string };

/** A PDF → Word conversion of one user (/transform/pdf2word, session/pdfConversions.ts). */
export type PdfConversion = {
  id: string;
  memberId: string;
  fileName: string;
  size: number;
  pageCount: number;
  /** The PDF's text, page by page, line by line. */
  pages: string[][];
  uploadedAt: number;
  orderId: string | null;
  startedAt: number | null;
};

export type SimulationState = {
  accounts: Map<string, Account>;
  teams: Map<string, Team>;
  /** Auth token → userId: the only tokens accepted (issued here, not yet logged out or evicted). */
  tokens: Map<string, string>;
  /** When each token, session id and rate key was last used (idle ones are evicted: session/eviction.ts). */
  lastSeen: Map<string, number>;
  /** When idle state was last swept. */
  lastSweep: number;
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
  manuscriptFiles: Map<string, ManuscriptFile>;
  /** PDF → Word conversions by id (session/pdfConversions.ts); created on first use. */
  pdfConversions?: Map<string, PdfConversion>;
  /** Summary answers saved under the key the page chose (getZsCaChe/getCcZsCache look them up). */
  chatCache: Map<string, ChatCacheEntry>;
  /** Files of the /rweb/chat assistant: documents it wrote and chart data it was given. */
  chatFiles: Map<string, ChatFile>;
  /** How often each AI answer was regenerated (the next attempt cites the next records). */
  regenerations: Map<string, number>;
  /** Safety check angle issued per session id (answered by the same session). */
  safetyChecks: Map<string, { angle: number; issuedAt: number }>;
  /** Recent request times per rate key (token or client address: session/auth.ts rateKeyOf). */
  requestLog: Map<string, number[]>;
  /** Rate keys that passed the safety check recently (rate limit lifted until then). */
  rateLimitLiftedUntil: Map<string, number>;
  /** Literature claims of confirmed authors. */
  claims: { id: string; memberId: string; literatureId: string; title: string; state: string; createdAt: string }[];
  /** Conference audit records by id. */
  auditRecords: Map<string, AuditRecord & { stateName: string; host: boolean; authorized: boolean }>;
  /** Journal profiles as their managers edited them (editPeriodic), by journal id. */
  periodicals: Map<string, Periodical>;
  /** Downloads that used a quota, for the member centre's download log. */
  downloadLog: { memberId: string; id: string; title: string; type: number; time: string; vipType: 'USER' | 'team' }[];
  /** Citation orders (doc 001 §7 "Citation"); their state follows from createdAt and the clock. */
  citationOrders: CitationOrderRecord[];
  feedbacks: { content: string; contactMethod: string; sourceType: number; images: unknown[] }[];
  browseRecords: { memberId: string; id: string; type: number; at: number }[];
  retrievalRecords: { memberId: string; text: string; total: number; at: number }[];
  /** Behaviour events of /newsite/behaviorLog/addRecord, as received (memberId empty for visitors). */
  behaviourEvents: { memberId: string; action: string; target: string; time: number }[];
  /** Questions put to the AI assistant (/behaviorLog/addWeResearchRecord). */
  weResearchRecords: { memberId: string; conversationId: string; question: string; at: number }[];
  /** Every search run in this session (any user), for the hot-search counts. */
  searchLog: { text: string; at: number }[];
  /** Follows, comparisons and subscriptions by userId. */
  targets: Map<
    string,
    Record<
      'follows' | 'comparisons' | 'subscribed',
      {
        id: string;
        targetId: string;
        kind: 'journal' | 'author' | 'organ' | 'subject' | 'word' | 'literature';
        name: string;
        at: string;
      }[]
    >
  >;
  savedSearches: { id: string; memberId: string; name: string; expression: string; push: boolean }[];
  /** Notices the session's user has read. */
  readNotices: string[];
  /** Paper checks, novelty searches, collection proofs and activities. */
  products: ProductState;
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
  };
}

function createState(now: () => number = () => Date.now()): SimulationState {
  const month = monthOf(now());
  const accounts = new Map<string, Account>();
  for (const seed of accountSeeds) accounts.set(seed.userId, createAccount(seed, now()));
  const teamMembers = accountSeeds.filter((a) => a.teamId === DEMO_TEAM_ID).map((a) => a.userId);
  const teams = new Map<string, Team>([
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
        quotaMonth: month,
        inviteCode: 'WX8K2Q',
      },
    ],
  ]);
  return {
    accounts,
    teams,
    tokens: new Map(),
    lastSeen: new Map(),
    lastSweep: now(),
    sessions: new Map(),
    tickets: new Map(),
    freeOaUsed: new Map(),
    orders: new Map(),
    bills: [],
    conversations: new Map(),
    manuscriptChecks: new Map(),
    manuscriptFiles: new Map(),
    chatCache: new Map(),
    chatFiles: new Map(),
    regenerations: new Map(),
    safetyChecks: new Map(),
    requestLog: new Map(),
    rateLimitLiftedUntil: new Map(),
    claims: [],
    auditRecords: new Map(),
    periodicals: new Map(),
    downloadLog: [],
    citationOrders: [],
    feedbacks: [],
    browseRecords: [],
    retrievalRecords: [],
    behaviourEvents: [],
    weResearchRecords: [],
    searchLog: [],
    readNotices: [],
    products: createProductState(),
    targets: new Map(),
    savedSearches: [],
    sequence: 1,
    now,
  };
}

/** The state kept in localStorage, with its clock; state stored before idle eviction gets its last-use times now. */
function restoredState(now: () => number): SimulationState | undefined {
  const stored = loadState() as Omit<SimulationState, 'now'> | undefined;
  if (!stored) return undefined;
  return { ...stored, lastSeen: stored.lastSeen ?? new Map(), lastSweep: stored.lastSweep ?? now(), now };
}

let state: SimulationState | undefined;
/** The clock a test gave `resetSimulation`, used when the state is next created. */
let clock: (() => number) | undefined;

/** The session state, created on first use (or restored from localStorage when persistence is on). */
export function simulationState(): SimulationState {
  const now = clock ?? ((): number => Date.now());
  state ??= (simulationSettings().persist ? restoredState(now) : undefined) ?? createState(now);
  // A state stored before products existed gets them empty.
  state.products ??= createProductState();
  return state;
}

/** Writes the state to localStorage when persistence is on (after every answered call). */
export function persistSimulationState(): void {
  if (state && simulationSettings().persist) saveState(state);
}

/** Back to the seed: every login, quota, order and conversation is forgotten. Call between tests. */
export function resetSimulationState(options: { now?: () => number } = {}): void {
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
