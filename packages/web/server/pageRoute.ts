import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { processConfig } from '@wenxian/api';
import { isMobileUserAgent } from '@wenxian/domain';
import { createPageCache, type PageCache, type SharedRender } from './pageCache';
import { createRenderGate, RenderBusyError, type RenderGate } from './renderGate';
import { answerSharedPage, MEMBER_PAGE_CACHE_CONTROL, toSharedPage } from './sharedPage';

/** Server rendering (dist/server/entry-server.js): a complete page, or a redirect, for a page request. */
export type Render = (request: Request, context: { nonce: string; signal?: AbortSignal }) => Promise<Response>;

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
/** Seconds a refused visitor is asked to wait (a render takes well under one). */
const RETRY_AFTER_SECONDS = '2';

/** Where the page route leaves the script sources of a page rendered without a nonce (app.ts puts them in the CSP). */
export const SCRIPT_SOURCES_KEY = 'pageScriptSources';

/**
 * A member's page: any auth cookie (doc 000 §4.6's token and its companions) makes the page the visitor's own
 * — the header, the guards and the state it hydrates with depend on the session.
 */
export function isMemberRequest(c: Context): boolean {
  const cookies = getCookie(c);
  return processConfig().authCookieNames.some((name) => Boolean(cookies[name]));
}

/**
 * What makes two anonymous requests the same page: origin, path and query, and the device class (phones
 * render without the side bar). No other cookie changes a server-rendered page (the device id and the dialog
 * flags are read in the browser only): a cookie that starts to must join the key.
 */
export function sharedPageKey(address: string, userAgent: string | undefined): string {
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

const isHtml = (response: Response) => /^text\/html/i.test(response.headers.get('content-type') ?? '');

export type PageRoute = {
  /** `request` builds the request the renderer sees: only when a render is needed, not for a kept page. */
  handle(c: Context, request: () => Request, nonce: string): Promise<Response>;
  cache: PageCache;
  gate: RenderGate;
};

/**
 * The page route (issue 26): anonymous pages are rendered once for everyone and kept (shared render cache,
 * public Cache-Control, ETag/304, hash CSP); member pages are rendered for the visitor alone and never
 * stored. Every render waits for a turn (bounded concurrency) and has a deadline from the request's arrival,
 * after which its calls fail and the page renders its own error state.
 */
export function createPageRoute(render: Render, options: RenderingOptions = {}): PageRoute {
  const deadlineMs = Math.min(options.deadlineMs ?? DEFAULT_DEADLINE_MS, 5_000);
  const gate = createRenderGate({ limit: options.concurrency, maxWaitMs: options.queueWaitMs });
  const cache = createPageCache({ maxBytes: options.cacheBytes ?? DEFAULT_CACHE_BYTES });

  async function renderInTime(request: Request, nonce: string, visitor?: AbortSignal) {
    const deadline = AbortSignal.timeout(deadlineMs);
    const signal = visitor ? AbortSignal.any([deadline, visitor]) : deadline;
    const response = await gate.run(() => render(request, { nonce, signal }));
    return { response, late: deadline.aborted };
  }

  async function renderShared(request: Request): Promise<SharedRender> {
    const { response, late } = await renderInTime(sharedRequest(request), '');
    // A page whose calls ran out of time shows an error state: answered, never kept.
    const keep = !late && response.status === 200 && isHtml(response) && !response.headers.has('set-cookie');
    return { page: await toSharedPage(response, { compress: keep && cache.enabled }), keep };
  }

  async function handle(c: Context, request: () => Request, nonce: string): Promise<Response> {
    try {
      if (isMemberRequest(c)) {
        const visitor = request();
        const { response } = await renderInTime(visitor, nonce, visitor.signal);
        const headers = new Headers(response.headers);
        headers.set('cache-control', MEMBER_PAGE_CACHE_CONTROL);
        return new Response(response.body, { status: response.status, headers });
      }
      const key = sharedPageKey(c.req.url, c.req.header('user-agent'));
      const { page, keep } = await cache.get(key, () => renderShared(request()));
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
    } catch (error) {
      if (!(error instanceof RenderBusyError)) throw error;
      return c.text('Service Unavailable', 503, { 'retry-after': RETRY_AFTER_SECONDS, 'cache-control': 'no-store' });
    }
  }

  return { handle, cache, gate };
}
