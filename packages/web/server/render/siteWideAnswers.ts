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
 * The site-wide calls of anonymous page renders (the config list and each address's TDK, SITE_WIDE_CALL_PATHS),
 * answered once and shared among renders for SITE_WIDE_ANSWER_TTL_MS: every anonymous page asks for them, and
 * a burst of renders would otherwise ask the backend the same thing once per page. Renders asking at the same
 * moment share the one call under way. A failed or unsuccessful answer is not kept: the next render asks again.
 */
export function createSiteWideAnswers({ ttlMs = SITE_WIDE_ANSWER_TTL_MS, max = 2_000 } = {}) {
  const kept = new LRUCache<string, Promise<Kept | undefined>>({ max, ttl: ttlMs });

  return async function answer(call: Request, ask: () => Promise<Response>): Promise<Response> {
    if (!isSiteWideCall(call.url)) return ask();
    const key = `${call.method} ${call.url} ${await call.clone().text()}`;
    let shared = kept.get(key);
    if (!shared) {
      const asking = ask();
      shared = asking.then(async (response) => {
        const body = await response.arrayBuffer();
        const answer: Kept = { status: response.status, headers: [...response.headers], body };
        if (!keepable(response.status, response.headers, body)) kept.delete(key);
        return answer;
      });
      shared.catch(() => kept.delete(key));
      kept.set(key, shared);
    }
    const { status, headers, body } = (await shared)!;
    return new Response(body.slice(0), { status, headers });
  };
}

export type SiteWideAnswers = ReturnType<typeof createSiteWideAnswers>;
