import { messages, removedCode, notFoundCode, stopWordCode, safetyCheckCode, tooFrequentCode } from '@wenxian/domain';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import {
  ACCOUNT_PATHS,
  DOWNLOAD_PATHS,
  LITERATURE_PATHS,
  SEARCH_PATHS,
  SITE_PATHS,
  MANUSCRIPT_CHECK_PATHS,
  AI_PATHS,
  MONEY_PATHS,
  MEMBERSHIP_PATHS,
} from '@wenxian/api';
import { apiPath } from './http';
import { envelope, registeredRoute, runRoute, withTokenCookie, type Method } from './handlers/route';

/**
 * Named calls a story or test can bend: `scenario('search', { code: 70007 })` returns an MSW handler
 * that answers that call differently. Use it with `server.use(...)` in tests and
 * `parameters.msw.handlers` (or `beforeEach({ msw })`) in stories; MSW's reset drops it again.
 */
export const calls = {
  serverTime: { method: 'get', path: SITE_PATHS.serverTime },
  safetyCheckImage: { method: 'get', path: SITE_PATHS.safetyCheckImage },
  safetyCheckVerify: { method: 'post', path: SITE_PATHS.safetyCheckVerify },
  imageCheck: { method: 'post', path: SITE_PATHS.imageCheck },
  configList: { method: 'post', path: SITE_PATHS.configList },
  currentUser: { method: 'get', path: ACCOUNT_PATHS.userInfobyToken },
  login: { method: 'post', path: ACCOUNT_PATHS.login },
  loginByMobileNo: { method: 'post', path: ACCOUNT_PATHS.loginByMobileNo },
  verifyTicket: { method: 'post', path: ACCOUNT_PATHS.verifyTicket },
  logout: { method: 'post', path: ACCOUNT_PATHS.logout },
  search: { method: 'post', path: SEARCH_PATHS.search },
  advanceSearch: { method: 'post', path: SEARCH_PATHS.advanceSearch },
  searchAggs: { method: 'post', path: SEARCH_PATHS.searchAggs },
  searchAgs: { method: 'post', path: SEARCH_PATHS.searchAgs },
  wordSearchPrefix: { method: 'get', path: SEARCH_PATHS.wordSearchPrefix },
  hotSearch: { method: 'get', path: SEARCH_PATHS.hotSearchGetHotSearch },
  literature: { method: 'get', path: '/literature/base/:id' },
  referenceText: { method: 'post', path: LITERATURE_PATHS.referenceText },
  download: { method: 'post', path: DOWNLOAD_PATHS.request },
  orders: { method: 'post', path: MONEY_PATHS.getOrderList },
  setOrder: { method: 'post', path: MONEY_PATHS.setOrder },
  balancePay: { method: 'post', path: MONEY_PATHS.balancePay },
  wallet: { method: 'post', path: MONEY_PATHS.getWalletBymemberId },
  coupons: { method: 'post', path: MONEY_PATHS.getCouponBymemberId },
  migrationCheck: { method: 'post', path: MONEY_PATHS.migrationCheck },
  vipCenter: { method: 'post', path: MEMBERSHIP_PATHS.vipCenterInfo },
  conversations: { method: 'get', path: AI_PATHS.conversations },
  createConversation: { method: 'post', path: AI_PATHS.createConversation },
  conversationMessages: { method: 'post', path: `${AI_PATHS.conversations}/:id/messages` },
  chatConversation: { method: 'post', path: AI_PATHS.chatConversation },
  conversationHistory: { method: 'get', path: `${AI_PATHS.conversations}/:id/messages` },
  manuscriptUpload: { method: 'post', path: MANUSCRIPT_CHECK_PATHS.upload },
  manuscriptRecords: { method: 'post', path: MANUSCRIPT_CHECK_PATHS.recordList },
  manuscriptDetail: { method: 'post', path: MANUSCRIPT_CHECK_PATHS.detail },
  manuscriptJournals: { method: 'post', path: MANUSCRIPT_CHECK_PATHS.recommendJournal },
  conversationRegenerate: {
    method: 'post',
    path: `${AI_PATHS.conversations}/:id/messages/:messageId/regenerate`,
  },
} as const satisfies Record<string, { method: Method; path: string }>;

export type CallName = keyof typeof calls;

export type ScenarioOptions = {
  /** Answer this envelope code (20, 21, 404, 408, 500, 505, 10009, 70006, 70007, 101...). */
  code?: number;
  /** Envelope message; a spec message is chosen for the well-known codes when omitted. */
  message?: string;
  /** HTTP status; with no `code`, a non-2xx status answers without an envelope (a network-level failure). */
  status?: number;
  /** Wait before answering; 'infinite' keeps the call pending (loading states). */
  latencyMs?: number | 'infinite';
  /** Answer the real call with every list emptied (暂无数据). */
  empty?: boolean;
  /** Answer this data instead (success envelope). */
  data?: unknown;
  /** Streamed calls: send the first part of the answer, then break the stream. */
  failStream?: boolean;
  /** Only the next matching request is affected (e.g. one 505 before a successful retry). */
  once?: boolean;
};

/** Spec messages for the codes the site has pages or dialogs for. */
const defaultMessages: Readonly<Record<number, string>> = {
  [safetyCheckCode]: messages.errorPage.safetyCheckRequired,
  [tooFrequentCode]: messages.errorPage.tooFrequent,
  [notFoundCode]: messages.errorPage.notFoundTitle,
  [removedCode]: messages.errorPage.removedTitle,
  500: messages.errorPage.networkError,
  70006: messages.errorPage.unsupportedWord,
  [stopWordCode]: messages.errorPage.stopWord,
};

/** Events of a broken stream that still arrive: the references and the first pieces of text. */
const EVENTS_BEFORE_BREAK = 8;

/**
 * The real answer cut off: its first events arrive, then the connection fails, as a dropped network does
 * halfway through an answer.
 */
function brokenStream(real: Response | undefined): Response {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const reader = real?.body?.getReader();
  let buffered = '';
  let sent = 0;
  // Pulled one event at a time: an error discards what is still queued, so it comes only after the reader took the rest.
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        const end = buffered.indexOf('\n\n');
        if (sent < EVENTS_BEFORE_BREAK && end >= 0) {
          controller.enqueue(encoder.encode(buffered.slice(0, end + 2)));
          buffered = buffered.slice(end + 2);
          sent += 1;
          return;
        }
        const next =
          sent < EVENTS_BEFORE_BREAK && reader ? await reader.read() : { done: true as const, value: undefined };
        if (next.done) {
          await reader?.cancel();
          controller.error(new Error('stream broken by scenario'));
          return;
        }
        buffered += decoder.decode(next.value, { stream: true });
      }
    },
  });
  return new HttpResponse(stream, { headers: { 'Content-Type': 'text/event-stream' } });
}

/** The calls held now, each with what ends its hold. */
const holds = new Set<() => void>();

/**
 * The calls scenarios hold pending on purpose ('infinite' latency): a story's picture waits for every call in
 * flight but these (.storybook/vitest.setup.ts). `release` ends every hold once the page has let go of the calls:
 * a service worker's fetch left unanswered for minutes makes the browser stop the worker, and with it every call
 * then on its way.
 */
export const heldCalls = {
  get count(): number {
    return holds.size;
  },
  release(): void {
    for (const end of holds) end();
    holds.clear();
  },
};

/** One call answered differently; `name` is a call of `calls` or any `{ method, path }` of the catalogue. */
export function scenario(name: CallName | { method: Method; path: string }, options: ScenarioOptions): RequestHandler {
  const { method, path } = typeof name === 'string' ? calls[name] : name;
  return http[method](
    apiPath(path),
    async ({ request, params, cookies }) => {
      if (options.latencyMs === 'infinite') {
        await new Promise<void>((end) => holds.add(end));
        // Released: the page that made the call has gone, so the call ends unanswered.
        return HttpResponse.error();
      } else if (options.latencyMs) await delay(options.latencyMs);
      if (options.failStream) {
        const entry = registeredRoute(method, path);
        return brokenStream(
          entry ? await runRoute(entry, withTokenCookie(request, cookies), params, false) : undefined,
        );
      }
      if (options.code !== undefined)
        return envelope(
          options.code,
          null,
          options.message ?? defaultMessages[options.code] ?? 'error',
          options.status ?? 200,
        );
      if (options.status !== undefined && (options.status < 200 || options.status >= 300))
        return new HttpResponse(null, { status: options.status });
      if (options.data !== undefined) return envelope(200, options.data, 'success');
      const entry = registeredRoute(method, path);
      if (options.empty && entry) return runRoute(entry, withTokenCookie(request, cookies), params, true);
      // Latency only: fall through to the simulation's own handler.
      return undefined;
    },
    { once: options.once ?? false },
  );
}
