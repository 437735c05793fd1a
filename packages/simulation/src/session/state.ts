import type { AuditRecord, Periodical } from '@wenxian/api';
import { simulationSettings } from '../settings';
import { seededAccounts, seededTeams, type Account, type Team } from './accountRecords';
import type { ChatCacheEntry, ChatFile, Conversation, ManuscriptCheck, ManuscriptFile } from './aiRecords';
import type { Bill, Order } from './moneyRecords';
import { clearState, loadState, saveState } from './persistence';
import { createProductState, type ProductState } from './productState';
import type { CitationOrderRecord, PdfConversion } from './serviceRecords';

/**
 * Everything a browser session changes on the simulated server: logins, quotas, wallet, orders,
 * conversations. It lives in memory only; `resetSimulation()` (exported from the package's index.ts) puts it
 * back to the seed, and the api test setup calls it after every test so no state leaks. Its parts' records
 * are typed where they are described: accounts and teams (accountRecords.ts), the wallet (moneyRecords.ts),
 * the AI (aiRecords.ts), the document services (serviceRecords.ts), the products (productState.ts).
 */

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
  behaviorEvents: { memberId: string; action: string; target: string; time: number }[];
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

function createState(now: () => number = () => Date.now()): SimulationState {
  return {
    accounts: seededAccounts(now()),
    teams: seededTeams(now()),
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
    behaviorEvents: [],
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
