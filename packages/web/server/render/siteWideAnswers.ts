import { LRUCache } from 'lru-cache';
import { SITE_WIDE_CALL_PATHS } from '@wenxian/api';

/** An answer as kept: what a new Response needs. */
type Kept = { status: number; headers: Array<[string, string]>; body: ArrayBuffer };

/**
 * How long an anonymous answer of a site-wide call is shared: the minute a shared page built from it is kept
 * by the server and by CDNs (server/pages/sharedPage.ts), so sharing the answer adds no staleness a visitor can see.
 */
const SITE_WIDE_ANSWER_TTL_MS = 60_000;

/** Whether a call (its URL) is one of the site-wide calls. */
export const isSiteWideCall = (url: string) => {
  const { pathname } = new URL(url);
  return SITE_WIDE_CALL_PATHS.some((path) => pathname.endsWith(path));
};

/** Whether an answer may serve every anonymous render: a 200 with a success envelope, setting no cookie. */
function keepable(status: number, headers: Headers, body: ArrayBuffer): boolean {
  if (status !== 200 || headers.has('set-cookie')) return false;
  try {
    return (JSON.parse(new TextDecoder().decode(body)) as { code?: unknown }).code === 200;
  } catch {
    return false;
  }
}

/**
 * How long a call under way is joined by the renders that ask the same: the renders of one burst ask within it, and
 * a backend in health answers in tens of milliseconds. A call under way for longer is a stalled or slow one: joined,
 * it would fail every render for as long as the proxy lets it hang (API_TIMEOUT_MS, 30 s), the backend's recovery
 * meanwhile unseen. A render that comes later asks anew, and its call is the one shared from then on.
 */
const JOIN_WITHIN_MS = 1_000;

/** A call asked and shared: its answer (when it comes) and when it was asked. */
type Shared = { answer: Promise<Kept>; askedAt: number; settled: boolean };

/**
 * The site-wide calls of anonymous page renders (the config list and each address's TDK, SITE_WIDE_CALL_PATHS),
 * answered once and shared among renders for SITE_WIDE_ANSWER_TTL_MS: every anonymous page asks for them, and
 * a burst of renders would otherwise ask the backend the same thing once per page. Renders asking at the same
 * moment share the one call under way (for JOIN_WITHIN_MS). A failed or unsuccessful answer is not kept: the next
 * render asks again.
 */
export function createSiteWideAnswers({ ttlMs = SITE_WIDE_ANSWER_TTL_MS, max = 2_000, now = Date.now } = {}) {
  const kept = new LRUCache<string, Shared>({ max, ttl: ttlMs });

  function ask(key: string, asking: Promise<Response>): Shared {
    const answer = asking.then(async (response) => {
      const body = await response.arrayBuffer();
      const whole: Kept = { status: response.status, headers: [...response.headers], body };
      if (!keepable(response.status, response.headers, body)) drop();
      return whole;
    });
    const shared: Shared = { answer, askedAt: now(), settled: false };
    // Only this call's own entry goes: a stalled call that fails late leaves a newer call's answer kept.
    const drop = () => kept.get(key) === shared && kept.delete(key);
    answer.then(
      () => (shared.settled = true),
      () => ((shared.settled = true), drop()),
    );
    kept.set(key, shared);
    return shared;
  }

  return async function answer(call: Request, asking: () => Promise<Response>): Promise<Response> {
    if (!isSiteWideCall(call.url)) return asking();
    const key = `${call.method} ${call.url} ${await call.clone().text()}`;
    const found = kept.get(key);
    const joinable = found && (found.settled || now() - found.askedAt <= JOIN_WITHIN_MS);
    const { status, headers, body } = await (joinable ? found : ask(key, asking())).answer;
    return new Response(body.slice(0), { status, headers });
  };
}

export type SiteWideAnswers = ReturnType<typeof createSiteWideAnswers>;
