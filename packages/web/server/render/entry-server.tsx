import { AsyncLocalStorage } from 'node:async_hooks';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandler } from 'react-router-dom';
import { JSDOM } from 'jsdom';
import { setSanitizerWindow } from '@wenxian/ui';
import { citationExportPath, isMobileUserAgent, notFoundCode, removedCode, unapiPath } from '@wenxian/domain';
import {
  apiConfig,
  memoryCookieStore,
  parseCookieHeader,
  processConfig,
  addApiConfigScope,
  type ApiConfig,
} from '@wenxian/api';
import { AppProviders } from '../../src/app/providers';
import { createSiteServices } from '../../src/store/makeSiteServices';
import { AUTH_COOKIE } from '../../src/features/shared/authToken';
import { settleAnonymousVisitor } from '../../src/features/session/anonymousVisitor';
import { currentStoreOf, type AppStore } from '../../src/app/store';
import { makeStore } from '../../src/store/makeStore';
import { areasOfPath } from '../../src/routes/table';
import { createRoutes } from '../../src/routes/routes';
import { tableOf } from '../../src/routes/defineRoute';
import { errorHead, headOfMatches } from '../../src/features/site/pageHead';
import { nonceAttribute, renderHead } from './renderHead';
import { bootScript, deferScripts } from './bootScript';
import { citationExportResponse } from './citationExport';
import { unapiResponse } from './unapi';
import { streamPage } from './streamPage';
import { createSiteWideAnswers, isSiteWideCall, type SiteWideAnswers } from './siteWideAnswers';
import { settledQueries } from './settledQueries';
import { createRenderCalls, type RenderCalls, type RenderRecord } from './renderCalls';
import { createRouteChunks, type BuildManifests } from './routeChunks';
import { layoutLoaders } from '../../src/layouts/layouts';
import { partsOnUseLoaded } from '../../src/app/hydration/partOnUse';
import { earlyInputScript } from '../../src/app/earlyInput';
import { SERVER_STATE_GLOBAL, serializeForScript, type ServerState } from '../../src/app/serverState';
import type { RouteHandle } from '../../src/routes/routes';

/** Answers one API request: the embedded simulation or the upstream (server/upstream/backend.ts). */
export type Backend = (request: Request) => Promise<Response>;

export type RendererOptions = {
  /** The built index.html, with `<!--app-head-->` in its head and `<!--app-html-->` inside #root. */
  template: string;
  backend: Backend;
  /** The build's manifests: with them, a page's boot script preloads its route's modules (routeChunks.ts). */
  manifests?: BuildManifests;
};

export type RenderContext = {
  /** The answer's CSP nonce; empty for a page shared by every visitor (its scripts are allowed by hash). */
  nonce: string;
  /** The render's deadline: once it fires, every call still waiting fails as a timeout at once. */
  signal?: AbortSignal;
  /** Where the render notes why its page is not fit for everyone (server/pages/pageRoute.ts `RenderRecord`). */
  record?: RenderRecord;
};

/** Query errors that are facts of the content (the same for everyone): not found, removed. */
const CONTENT_ERROR_CODES: readonly number[] = [notFoundCode, removedCode];

// Server HTML in pages (highlights, help articles) is sanitized here too, with a DOM DOMPurify can use.
setSanitizerWindow(new JSDOM('').window as never);

/** Each page request's call-layer configuration, so concurrent requests never share cookies or addresses. */
const requestScope = new AsyncLocalStorage<ApiConfig>();

/** The head's input recorder: clicks and typing before hydration are kept and replayed after it. */
const EARLY_INPUT = earlyInputScript();
addApiConfigScope(() => requestScope.getStore());

/**
 * Each page request's store; the routes and their static handlers are built once per process over it: one
 * handler for each set of areas a path can match in (src/routes/table.ts `areasOfPath`), so a request is matched
 * over those areas' routes, not the whole site's.
 */
const storeScope = new AsyncLocalStorage<AppStore>();
const requestStore = currentStoreOf(() => storeScope.getStore());
const handlers = new Map<string, StaticHandler>();
function handlerOfPath(pathname: string): StaticHandler {
  const areas = areasOfPath(pathname);
  const key = areas.map(({ area }) => area).join(' ');
  let handler = handlers.get(key);
  if (!handler) handlers.set(key, (handler = createStaticHandler(createRoutes(requestStore, tableOf(areas)))));
  return handler;
}

/**
 * The call layer for one page request: calls reach the backend in-process with the visitor's cookies and the
 * same signing, code and retry rules as in the browser; nothing is shown (no toasts or dialogs on a server).
 */
function requestConfig(
  request: Request,
  backend: Backend,
  siteWideAnswer: SiteWideAnswers,
  deadline: AbortSignal | undefined,
  calls: RenderCalls,
): ApiConfig {
  const url = new URL(request.url);
  const cookieHeader = request.headers.get('cookie') ?? '';
  return {
    ...processConfig(),
    // Every render starts up (doc 000 §7.2); the backend's clock is read once a minute and counted on between.
    serverTimeReuseMs: 60_000,
    origin: url.origin,
    cookies: memoryCookieStore(parseCookieHeader(cookieHeader)),
    currentUrl: () => request.url,
    passSafetyCheck: calls.safetyCheck,
    fetch: async (input, init) => {
      // axios hands over a finished Request: copied only when there is more to apply.
      const call = input instanceof Request && init === undefined ? input : new Request(input, init);
      const headers = new Headers(call.headers);
      if (cookieHeader) headers.set('cookie', cookieHeader);
      const forwarded = request.headers.get('x-forwarded-for');
      if (forwarded) headers.set('x-forwarded-for', forwarded);
      // The site's public scheme and host (the page request's own URL), as the proxy names them for the browser's
      // calls: the backend writes the addresses of the site's pages with them (an export's URL).
      headers.set('x-forwarded-proto', url.protocol.slice(0, -1));
      headers.set('x-forwarded-host', url.host);
      if (!deadline) return calls.answer(call, () => backend(new Request(call, { headers })));
      // An anonymous render's site-wide calls are shared among renders (the call is not bound to one render's
      // deadline, so a render that gives up does not fail the others waiting on it; the proxy bounds it, and a call
      // under way is joined only in its first second: siteWideAnswers.ts).
      // Its other calls, like a member's, end with the render's deadline.
      if (!cookieHeader && isSiteWideCall(call.url))
        return calls.answer(call, () => siteWideAnswer(call, () => backend(new Request(call, { headers }))), deadline);
      const signal = AbortSignal.any([call.signal, deadline]);
      return calls.answer(call, () => backend(new Request(call, { headers, signal })), deadline);
    },
  };
}

/**
 * Server rendering: React Router's static handler runs the guards and loaders (a redirect answers
 * before any HTML; the calls a loader awaits decide the status and the head), then the page streams
 * (streamPage.tsx): the head and shell first, each deferred block when its call answers, and
 * last the store's query cache; the router's hydration data is in the shell. Scripts carry the nonce.
 */
export function createRenderer({ template, backend, manifests }: RendererOptions) {
  const { html: page, entry, preloads } = deferScripts(template);
  const modulesOfPage = manifests ? pageModules(createRouteChunks(manifests), [entry, ...preloads]) : () => [];
  const [beforeHead, afterHead] = page.split('<!--app-head-->') as [string, string];
  const [beforeApp, afterApp] = afterHead.split('<!--app-html-->') as [string, string];
  // The anonymous answers of the site-wide calls, shared among the renders of this renderer (one a process).
  const siteWideAnswer = createSiteWideAnswers();

  return async function render(request: Request, { nonce, signal, record }: RenderContext): Promise<Response> {
    const calls = createRenderCalls(record);
    return requestScope.run(requestConfig(request, backend, siteWideAnswer, signal, calls), async () => {
      const url = new URL(request.url);
      // The export address answers a file, not a page (citationExport.ts).
      if (url.pathname === citationExportPath) return citationExportResponse(url);
      // The unAPI address answers format lists and Zotero records (unapi.ts).
      if (url.pathname === unapiPath) return unapiResponse(url);
      const store = makeStore();
      if (!apiConfig().cookies.get(AUTH_COOKIE)) await settleAnonymousVisitor(store);
      const handler = handlerOfPath(url.pathname);
      const context = await storeScope.run(store, () => handler.query(request));
      if (context instanceof Response) return context;
      // The page's layout has loaded with its route: the regions it downloads on use in a browser are here at once.
      await partsOnUseLoaded();

      const router = createStaticRouter(handler.dataRoutes, context);
      // A page whose awaited calls the backend failed (unreachable, erring, out of time) says so with the
      // gateway's status and the error page's title, never a 200 with a broken title; its loaders' own error
      // status (a thrown not-found, a failed search) stands.
      const failure = calls.gateway();
      const gateway = failure && context.statusCode < 300 ? failure : undefined;
      const status = gateway?.status ?? context.statusCode;
      const head = gateway
        ? errorHead({ code: gateway.status, status: gateway.status }, url.pathname)
        : headOfMatches(
            context.matches.map((match) => ({ data: context.loaderData[match.route.id] })),
            context.errors,
            url.pathname,
          );
      const pageHandle = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
      const area = pageHandle?.area;
      const body = await streamPage({
        app: (
          <AppProviders
            store={store}
            services={createSiteServices(store)}
            visit={{ origin: url.origin, isMobile: isMobileUserAgent(request.headers.get('user-agent') ?? '') }}
          >
            <StaticRouterProvider router={router} context={context} nonce={nonce || undefined} />
          </AppProviders>
        ),
        head:
          beforeHead.replace(/<title>[\s\S]*?<\/title>\s*/, '').replace(/<meta\s+name="description"[^>]*>\s*/, '') +
          renderHead(head, url.origin, nonce) +
          `<script${nonceAttribute(nonce)}>${EARLY_INPUT}</script>`,
        beforeApp,
        // Written after the last boundary and the last query the loaders started, so the browser's store
        // starts with everything the page showed and hydration calls nothing again.
        tail: async () => {
          await settledQueries(store);
          calls.record.unshareable.push(...failedQueries(store));
          const serverState: ServerState = { api: store.getState().api, area };
          const state = `<script${nonceAttribute(nonce)}>window.${SERVER_STATE_GLOBAL}=${serializeForScript(serverState)}</script>`;
          return afterApp.replace(
            '<!--app-state-->',
            state + bootScript(entry, preloads, modulesOfPage(pageHandle), nonce),
          );
        },
        nonce,
        deadline: signal,
        onError: (error) => console.error(JSON.stringify({ level: 'error', msg: 'boundary', error: String(error) })),
      });
      const retryAfter: Record<string, string> =
        failure && status >= 502 && status <= 504 ? { 'Retry-After': failure.retryAfter } : {};
      return new Response(body, {
        status,
        headers: { 'Content-Type': 'text/html; charset=utf-8', ...headersOf(context), ...retryAfter },
      });
    });
  };
}

/**
 * The browser's modules the entry will load before hydrating the page of `handle` (the shell's and the page's
 * area route tables, the layout, the page), less those the template already names. Fetched with the entry
 * they arrive while it evaluates, instead of one round trip per level of imports after it.
 */
function pageModules(chunks: ReturnType<typeof createRouteChunks>, named: readonly string[]) {
  const exclude = new Set(named);
  // Per route (its handle lives as long as the process's static handler): worked out once, not per render.
  const known = new WeakMap<RouteHandle, readonly string[]>();
  return (handle: RouteHandle | undefined): readonly string[] => {
    if (!handle) return [];
    let modules = known.get(handle);
    if (!modules) {
      // The server build has the area route tables inline (the renderer imports them all): they are found by
      // source, `src/routes/<area>.tsx` as src/routes/areas.ts imports them.
      const files = [
        ...chunks.ofSource('src/routes/shell.tsx'),
        ...chunks.ofSource(`src/routes/${handle.area}.tsx`),
        ...[layoutLoaders[handle.layout], handle.page].flatMap((loader) => (loader ? chunks.ofLoader(loader) : [])),
      ];
      known.set(handle, (modules = [...new Set(files)].filter((file) => !exclude.has(file))));
    }
    return modules;
  };
}

/**
 * The page's queries that ended in an error block (a failed call, a safety check not passed, a deadline),
 * less those whose error is the content's own (not found, removed).
 */
function failedQueries(store: AppStore): string[] {
  const queries = Object.values(store.getState().api.queries);
  return queries.flatMap((query) => {
    if (query?.status !== 'rejected') return [];
    const error = query.error as { code?: number; status?: number } | undefined;
    const ofContent = [error?.code, error?.status].some(
      (code) => code !== undefined && CONTENT_ERROR_CODES.includes(code),
    );
    return ofContent ? [] : [`${query.endpointName} failed`];
  });
}

/** Headers a loader asked for (none today), kept for the page's answer. */
function headersOf(context: { loaderHeaders: Record<string, Headers> }): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const headers of Object.values(context.loaderHeaders)) headers.forEach((value, key) => (merged[key] = value));
  return merged;
}
