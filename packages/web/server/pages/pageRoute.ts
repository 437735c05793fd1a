import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { processConfig } from '@wenxian/api';
import { isMobileUserAgent } from '@wenxian/domain';
import { createPageCache, type PageCache, type SharedRender } from './pageCache';
import { createRenderGate, RenderBusyError, type RenderGate } from './renderGate';
import {
  answerSharedPage,
  compressSharedPage,
  MEMBER_PAGE_CACHE_CONTROL,
  toSharedPage,
  type SharedPage,
} from './sharedPage';
import { watchBody } from './watchedBody';

/**
 * What a render notes about its backend calls while it runs: each reason its page is not fit for everyone —
 * a call throttled for the visitor (code 20, the safety check), a call that failed, was reset or ran out of
 * time, an error block rendered. A page with any is answered `no-store` and never kept.
 */
type RenderRecord = { unshareable: string[] };

/** Server rendering (dist/server/entry-server.js): a page (its body streams), or a redirect, for a page request. */
export type Render = (
  request: Request,
  context: { nonce: string; signal?: AbortSignal; record?: RenderRecord },
) => Promise<Response>;

/** How pages are rendered (README "Pointing at a real backend": RENDER_* variables). */
export type RenderingOptions = {
  /** Bytes the shared render cache may hold (RENDER_CACHE_MB); 0 turns it off. */
  cacheBytes?: number;
  /** Renders at once (RENDER_CONCURRENCY); default four per core. */
  concurrency?: number;
  /** How long a render may take from the request's arrival (RENDER_DEADLINE_MS, at most 5 s). */
  deadlineMs?: number;
  /** How long a render may wait for its turn before a 503. */
  queueWaitMs?: number;
};

export const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;
export const DEFAULT_DEADLINE_MS = 3_000;
/** The longest a render may take: a later page is worth less than the error state it streams instead. */
export const MAX_DEADLINE_MS = 5_000;

/** A render's deadline: the one configured (RENDER_DEADLINE_MS) or the default, never past the longest. */
export function renderDeadlineOf(deadlineMs: number = DEFAULT_DEADLINE_MS): number {
  return Math.min(deadlineMs, MAX_DEADLINE_MS);
}
/** Seconds a refused visitor is asked to wait (a render takes well under one). */
const RETRY_AFTER_SECONDS = '2';

/** Where the page route leaves the script sources of a page rendered without a nonce (server/app.ts puts them in the CSP). */
export const SCRIPT_SOURCES_KEY = 'pageScriptSources';

/**
 * A member's page: any auth cookie (doc 000 §4.6's token and its companions) makes the page the visitor's own
 * — the header, the guards and the state it hydrates with depend on the session.
 */
function isMemberRequest(c: Context): boolean {
  const cookies = getCookie(c);
  return processConfig().authCookieNames.some((name) => Boolean(cookies[name]));
}

/**
 * What makes two anonymous requests the same page: origin, path and query, and the device class (phones
 * render without the side bar). No other cookie changes a server-rendered page (the device id and the dialog
 * flags are read in the browser only): a cookie that starts to must join the key.
 */
function sharedPageKey(address: string, userAgent: string | undefined): string {
  const url = new URL(address);
  const device = isMobileUserAgent(userAgent ?? '') ? 'mobile' : 'desktop';
  return `${device} ${url.origin}${url.pathname}${url.search}`;
}

/** The request a shared render sees: no cookies, so nothing of one visitor's reaches the page everyone gets. */
function sharedRequest(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete('cookie');
  return new Request(request.url, { headers });
}

/** Headers a render on nobody's behalf keeps: the device class (the key's) and the site's public scheme and host. */
const NOBODYS_HEADERS = ['user-agent', 'x-forwarded-proto', 'x-forwarded-host'];

/**
 * The request of a background refresh: it runs for everyone, so it carries no visitor's address, cookies or
 * other headers — a throttled or blocked visitor whose request found the page stale cannot have the backend
 * judge the refresh by their address (the upstream sees the server's own).
 */
function nobodysRequest(request: Request): Request {
  const headers = new Headers();
  for (const name of NOBODYS_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return new Request(request.url, { headers });
}

const isHtml = (response: Response) => /^text\/html/i.test(response.headers.get('content-type') ?? '');

/** A render under way: its answer (the body streams) and, once its last chunk is written, how it ended. */
type Streaming = {
  response: Response;
  /** The whole page's bytes (when asked for), whether its deadline fired before its end, what the render noted. */
  ended: Promise<Ended>;
};
type Ended = { bytes: Buffer | undefined; late: boolean; record: RenderRecord };

/**
 * Whether a finished shared render may be kept for everyone: a 200 HTML page, in time, setting no cookie,
 * every backend call of which answered for reasons that are not the visitor's own (RenderRecord).
 */
const mayKeep = (response: Response, { late, record }: Ended) =>
  !late &&
  record.unshareable.length === 0 &&
  response.status === 200 &&
  isHtml(response) &&
  !response.headers.has('set-cookie');

/**
 * The page as everyone gets it from the cache: the first visitor's copy without its nonce (React's boundary
 * scripts and ours carried it; the kept copy's scripts are allowed by their hashes instead). The nonce is 128
 * random bits, so the attribute is found nowhere else.
 */
function withoutNonce(bytes: Buffer, nonce: string): string {
  const html = bytes.toString('utf8');
  return nonce ? html.split(` nonce="${nonce}"`).join('') : html;
}

export type PageRoute = {
  /** `request` builds the request the renderer sees: only when a render is needed, not for a kept page. */
  handle(c: Context, request: () => Request, nonce: string): Promise<Response>;
  cache: PageCache;
  gate: RenderGate;
};

/**
 * The page route: anonymous pages are rendered once for everyone and kept (shared render cache,
 * public Cache-Control, ETag/304, hash CSP); member pages are rendered for the visitor alone and never
 * stored. Every render waits for a turn (bounded concurrency) and has a deadline from the request's arrival,
 * after which its calls fail and the page streams its own error state. A render's answer streams (its head
 * and shell first); a kept page is answered whole.
 */
export function createPageRoute(render: Render, options: RenderingOptions = {}): PageRoute {
  const deadlineMs = renderDeadlineOf(options.deadlineMs);
  const gate = createRenderGate({ limit: options.concurrency, maxWaitMs: options.queueWaitMs });
  const cache = createPageCache({ maxBytes: options.cacheBytes ?? DEFAULT_CACHE_BYTES });

  /**
   * Renders in its turn with its deadline; resolves when the answer starts (the shell is ready) and holds the
   * turn until the renderer has written the last chunk.
   */
  function renderInTime(
    request: Request,
    nonce: string,
    { visitor, keepBytes }: { visitor?: AbortSignal; keepBytes: boolean },
  ): Promise<Streaming> {
    const deadline = AbortSignal.timeout(deadlineMs);
    const signal = visitor ? AbortSignal.any([deadline, visitor]) : deadline;
    const record: RenderRecord = { unshareable: [] };
    return new Promise<Streaming>((resolve, reject) => {
      gate
        .run(async () => {
          const response = await render(request, { nonce, signal, record });
          const watched = watchBody(response.body ?? new Response('').body!, { keepBytes });
          const ended = watched.ended.then((bytes) => ({ bytes, late: deadline.aborted, record }));
          resolve({ response: new Response(watched.body, response), ended });
          await ended.catch(() => undefined);
        })
        .catch(reject);
    });
  }

  /** A whole shared page (no nonce): for a background refresh, and for a HEAD request. */
  async function renderShared(request: Request): Promise<SharedRender> {
    const { response, ended } = await renderInTime(sharedRequest(request), '', { keepBytes: true });
    const end = await ended;
    const { bytes } = end;
    const keep = mayKeep(response, end);
    const whole = new Response(bytes?.length ? bytes.toString('utf8') : null, response);
    return { page: await toSharedPage(whole, { compress: keep && cache.enabled }), keep };
  }

  /** A kept or just-finished shared page, answered whole: kept ones as they are, others `no-store`. */
  function answerWhole(c: Context, { page, keep }: SharedRender): Response {
    c.set(SCRIPT_SOURCES_KEY as never, page.scriptSources as never);
    if (keep)
      return answerSharedPage(page, {
        ifNoneMatch: c.req.header('if-none-match'),
        acceptEncoding: c.req.header('accept-encoding'),
      });
    const headers = new Headers(page.headers as Array<[string, string]>);
    headers.set('cache-control', 'no-store');
    return new Response(page.html.length ? (page.html as Uint8Array<ArrayBuffer>) : null, {
      status: page.status,
      headers,
    });
  }

  /**
   * The first visitor of a page nobody has kept gets it as it streams, with the answer's nonce (its inline
   * scripts are not all known before its end, so no hash list can be sent ahead) and `no-store` (its
   * validator, the hash of the whole page, is not known either, and the deadline may still turn it into an
   * error state). Once it has ended in time the page is kept without the nonce, for everyone after.
   */
  async function streamShared(key: string, request: Request, nonce: string): Promise<Response> {
    const rendering = renderInTime(sharedRequest(request), nonce, { keepBytes: cache.enabled });
    // Registered at once, not when the shell is ready: visitors asking meanwhile wait for this render.
    if (cache.enabled)
      cache
        .track(
          key,
          rendering.then(async ({ response, ended }) => {
            const end = await ended;
            const { bytes } = end;
            const keep = mayKeep(response, end);
            const whole = new Response(withoutNonce(bytes ?? Buffer.alloc(0), nonce), response);
            // Compressed once it is asked for again (compressOnReuse): most addresses a crawler walks
            // through are asked for once, and their first answer was compressed on its way out.
            return { page: await toSharedPage(whole, { compress: false }), keep };
          }),
        )
        .catch(() => undefined);
    const { response } = await rendering;
    const headers = new Headers(response.headers);
    headers.set('cache-control', 'no-store');
    return new Response(response.body, { status: response.status, headers });
  }

  /** Kept pages being compressed now: each once, in the background, while answers are encoded per request. */
  const compressing = new Set<string>();
  function compressOnReuse(key: string, page: SharedPage): void {
    if (page.br || compressing.has(key)) return;
    compressing.add(key);
    compressSharedPage(page)
      .then((compressed) => cache.replace(key, page, compressed))
      .catch(() => undefined)
      .finally(() => compressing.delete(key));
  }

  async function handle(c: Context, request: () => Request, nonce: string): Promise<Response> {
    try {
      if (isMemberRequest(c)) {
        const visitor = request();
        const { response } = await renderInTime(visitor, nonce, { visitor: visitor.signal, keepBytes: false });
        const headers = new Headers(response.headers);
        headers.set('cache-control', MEMBER_PAGE_CACHE_CONTROL);
        return new Response(response.body, { status: response.status, headers });
      }
      const key = sharedPageKey(c.req.url, c.req.header('user-agent'));
      const renderWhole = () => renderShared(request());
      const kept = cache.peek(key, () => renderShared(nobodysRequest(request())));
      if (kept) {
        compressOnReuse(key, kept);
        return answerWhole(c, { page: kept, keep: true });
      }
      const running = cache.running(key);
      // Another visitor's render of this page is under way: its finished page, answered whole (else our own).
      if (running) return answerWhole(c, await running.catch(() => cache.get(key, renderWhole)));
      // A HEAD has no body to stream: the whole page decides its headers.
      if (c.req.method === 'HEAD') return answerWhole(c, await cache.get(key, renderWhole));
      return await streamShared(key, request(), nonce);
    } catch (error) {
      if (!(error instanceof RenderBusyError)) throw error;
      return c.text('Service Unavailable', 503, { 'retry-after': RETRY_AFTER_SECONDS, 'cache-control': 'no-store' });
    }
  }

  return { handle, cache, gate };
}
