import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ACCOUNT_PATHS, isBackendPath, processConfig, resolvePath, SITE_PATHS } from '@wenxian/api';
import { blockedPagePath, createIpBlocklist, type IpBlocklist } from '@wenxian/domain';
import type { Backend } from './upstream/backend';
import { accessLog, jsonLogger, type Logger } from './http/accessLog';
import { isUnsafeApiTarget } from './upstream/apiGuard';
import { apiBodyLimit } from './http/bodyLimits';
import { resolveClient, withForwardedHeaders, type Client } from './http/clientAddress';
import { compression } from './http/compression';
import { CSP_REPORT_PATH, cspReportRoute, type CspReportOptions } from './http/cspReport';
import { badRequest, blocked, CLIENT_CLOSED, notFound, serverError } from './http/envelope';
import { HSTS, NONCE_KEY, securityHeaders } from './http/security';
import {
  cachedSource,
  robotsTxt,
  sitemapFile,
  sitemapIndex,
  URLS_PER_SITEMAP,
  type SitemapSource,
} from './pages/sitemap';
import { staticFiles } from './http/staticFiles';
import { ticketRedirect, TOKEN_COOKIE } from './upstream/ticketLogin';
import { matchesValidator } from './pages/sharedPage';
import { createPageRoute, SCRIPT_SOURCES_KEY, type Render, type RenderingOptions } from './pages/pageRoute';

export type { Render } from './pages/pageRoute';

export type AppOptions = {
  /** Answers /newsite, /auth and /website calls. */
  backend: Backend;
  /** Folder of the built browser bundle (dist/client); omitted in API-only tests. */
  distDir?: string;
  /** Server rendering; without it every page request gets the built index.html (the client renders). */
  render?: Render;
  /** Serve MSW's worker file (false with API_UPSTREAM: a real backend answers). */
  simulationWorker?: boolean;
  /** Render cache, concurrency and deadline (RENDER_* variables). */
  rendering?: RenderingOptions;
  /** Addresses whose X-Forwarded-* headers are believed (TRUSTED_PROXIES). */
  trustedProxies?: IpBlocklist;
  /** Addresses sent to /block.html (IP_BLOCKLIST, doc 000 §6). */
  blocklist?: IpBlocklist;
  /** The image host allowed by the CSP (VITE_IMAGE_HOST). */
  imageHost?: string;
  /**
   * Public origin of every absolute URL (canonical links, robots.txt, the sitemap); without it a trusted
   * proxy's forwarded host, else `serverHost` — never the request's Host header.
   */
  siteOrigin?: string;
  /** The server's own host:port (start.ts knows it once listening); `localhost` in tests without one. */
  serverHost?: () => string;
  /** Page paths of the sitemap. */
  sitemap?: SitemapSource;
  /** URLs per sitemap file (the protocol's 50,000; tests use fewer). */
  sitemapPerFile?: number;
  /** What /healthz reports: `draining` while shutting down. */
  health?: () => { status: 'ok' | 'draining'; mode: string };
  /** Access and error log (one JSON object per line). */
  log?: Logger;
  /** One line per request (default on). */
  accessLog?: boolean;
  /** The CSP reports' per-minute cap and its clock (tests set them; CSP_REPORTS_PER_MINUTE otherwise). */
  cspReports?: Omit<CspReportOptions, 'log'>;
};

type Env = {
  Bindings: { incoming?: { url?: string; socket?: { remoteAddress?: string } } };
  Variables: { client: Client; [NONCE_KEY]: string; [SCRIPT_SOURCES_KEY]?: string };
};

const nobody = createIpBlocklist([]);
const LOGOUT_PATH = resolvePath(ACCOUNT_PATHS.logout);

/** The request target exactly as it arrived (Node keeps it; `app.request` in tests has only the URL). */
const rawTarget = (c: Context<Env>) => c.env?.incoming?.url ?? new URL(c.req.url).pathname + new URL(c.req.url).search;

/** The site's public origin for this request: SITE_ORIGIN, else the resolved client's (trusted) host. */
function publicOrigin(c: Context<Env>, siteOrigin: string | undefined): string {
  return siteOrigin ?? `${c.get('client').proto}://${c.get('client').host}`;
}

/** A request as the renderer and the ticket login see it: our forwarded headers, addressed to the public origin. */
function inwardRequest(c: Context<Env>, siteOrigin: string | undefined): Request {
  const { pathname, search } = new URL(c.req.url);
  return withForwardedHeaders(c.req.raw, c.get('client'), `${publicOrigin(c, siteOrigin)}${pathname}${search}`);
}

/** A page request as the renderer sees it: GET (HEAD bodies are dropped on the way out), our forwarded headers. */
function pageRequest(c: Context<Env>, siteOrigin: string | undefined): Request {
  const request = inwardRequest(c, siteOrigin);
  return c.req.method === 'HEAD'
    ? new Request(request.url, { headers: request.headers, signal: request.signal })
    : request;
}

/** The backend's cheapest call (its clock, doc 000 §7.2): what a readiness probe asks. */
const PROBE_PATH = resolvePath(SITE_PATHS.serverTime);
/** How long a probe may take, and how long its verdict is reused. */
const PROBE_TIMEOUT_MS = 2_000;
const PROBE_REUSE_MS = 1_000;

/** Whether the backend answers (any status below 500 in time): one probe at a time, its verdict kept a second. */
function reachability(backend: Backend): () => Promise<boolean> {
  let last: { at: number; verdict: Promise<boolean> } | undefined;
  return () => {
    if (last && Date.now() - last.at < PROBE_REUSE_MS) return last.verdict;
    const probe = new Request(`http://localhost${PROBE_PATH}`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    const answered = backend(probe).then((response) => {
      void response.body?.cancel();
      return response.status < 500;
    });
    const timedOut = new Promise<boolean>((resolve) => setTimeout(resolve, PROBE_TIMEOUT_MS, false).unref());
    const verdict = Promise.race([answered, timedOut]).catch(() => false);
    last = { at: Date.now(), verdict };
    return verdict;
  };
}

/**
 * The client shell (no renderer) is revalidated on each use; the validator hashes it. A 304 sends no CSP
 * so the browser keeps the policy that came with the copy it already has.
 */
async function pageAnswer(c: Context<Env>, response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  const isHtml = /^text\/html/i.test(headers.get('content-type') ?? '');
  if (response.status !== 200 || !isHtml || !response.body) {
    if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  const html = await response.text();
  const digest = createHash('sha1').update(html);
  const tag = `"${digest.digest('base64url')}"`;
  headers.set('etag', tag);
  headers.set('cache-control', 'private, no-cache');
  if (matchesValidator(c.req.header('if-none-match'), tag)) {
    headers.delete('content-type');
    headers.delete('content-length');
    return new Response(null, { status: 304, headers });
  }
  return new Response(html, { status: 200, headers });
}

/**
 * The site's HTTP server: security headers and compression on every answer; API calls to the
 * backend (guarded, bounded, forwarded headers set by us); health, robots and sitemap; built files; the
 * ticket login; every other GET rendered on the server (or the shell when there is no renderer).
 */
export function createApp(options: AppOptions): Hono<Env> {
  const { backend, distDir, render, log = jsonLogger } = options;
  const trusted = options.trustedProxies ?? nobody;
  const blocklist = options.blocklist ?? nobody;
  const sitemap = options.sitemap ? cachedSource(options.sitemap) : undefined;
  const perFile = options.sitemapPerFile ?? URLS_PER_SITEMAP;
  const limitBody = apiBodyLimit();
  const { siteOrigin } = options;
  const ownHost = () => (siteOrigin ? new URL(siteOrigin).host : (options.serverHost?.() ?? 'localhost'));
  const app = new Hono<Env>();

  app.use('*', async (c, next) => {
    const socket = c.env?.incoming?.socket?.remoteAddress ?? '';
    const client = resolveClient(socket, c.req.raw.headers, trusted, ownHost());
    // SITE_ORIGIN is the operator's word: it wins over a proxy's forwarded host too.
    c.set('client', siteOrigin ? { ...client, host: ownHost() } : client);
    await next();
  });
  if (options.accessLog !== false) {
    app.use(
      '*',
      accessLog(log, (c) => (c as Context<Env>).get('client')?.address ?? ''),
    );
  }
  app.use('*', async (c, next) => {
    await next();
    // The cached page keeps the policy it came with (see pageAnswer).
    if (c.res.status === 304) c.res.headers.delete('content-security-policy');
    // A page shared by every visitor has no nonce: its inline scripts are allowed by their hashes.
    const scriptSources = c.get(SCRIPT_SOURCES_KEY);
    const policy = c.res.headers.get('content-security-policy');
    if (scriptSources !== undefined && policy)
      c.res.headers.set('content-security-policy', policy.replace(/'nonce-[^']+'/, scriptSources));
    if (c.get('client').proto === 'https') c.res.headers.set('strict-transport-security', HSTS);
  });
  app.use('*', securityHeaders({ imageHost: options.imageHost }));
  app.use('*', compression());

  app.onError((error, c) => {
    // The visitor went away mid-answer (whatever that made the renderer throw): nobody to answer, nothing
    // broken; the access log says 499, as nginx does.
    if (c.req.raw.signal.aborted) return new Response(null, { status: CLIENT_CLOSED });
    log({ level: 'error', msg: 'unhandled', path: c.req.path, error: error.message });
    return isBackendPath(c.req.path)
      ? serverError()
      : c.text('Internal Server Error', 500, { 'cache-control': 'no-store' });
  });

  // Liveness: this process answers (an orchestrator restarts it when this fails).
  app.get('/healthz', (c) => {
    const health = options.health?.() ?? { status: 'ok', mode: 'test' };
    return c.json(health, health.status === 'ok' ? 200 : 503, { 'cache-control': 'no-store' });
  });
  // Readiness: this process can serve pages, i.e. its backend answers (an orchestrator sends no visitors
  // while this fails). One probe at a time, its verdict reused for a second, so a flood never reaches the backend.
  const backendReachable = reachability(backend);
  app.get('/readyz', async (c) => {
    const health = options.health?.() ?? { status: 'ok', mode: 'test' };
    const backendUp = health.status === 'ok' && (await backendReachable());
    const status = health.status !== 'ok' ? health.status : backendUp ? 'ready' : 'backend unreachable';
    return c.json({ status, mode: health.mode }, backendUp ? 200 : 503, {
      'cache-control': 'no-store',
      ...(backendUp ? {} : { 'retry-after': '5' }),
    });
  });

  // The blocklist (doc 000 §6): pages go to /block.html, calls are refused; the block page and the files it
  // needs stay reachable.
  app.use('*', async (c, next) => {
    const address = c.get('client').address;
    if (!blocklist.isBlocked(address) || c.req.path === blockedPagePath || c.req.path.startsWith('/assets/'))
      return next();
    if (isBackendPath(c.req.path)) return blocked();
    return c.redirect(blockedPagePath, 302);
  });

  app.use('*', async (c, next) => {
    const target = rawTarget(c);
    const requested = target.split('?')[0] ?? '';
    // Checked on the target as sent too: `/newsite/../x` must be refused, not normalised into a page path.
    if (!isBackendPath(c.req.path) && !isBackendPath(requested)) return next();
    if (isUnsafeApiTarget(target)) return badRequest();
    // A standard Request (the Node adapter's light one cannot be re-wrapped by the body limit), our headers.
    c.req.raw = withForwardedHeaders(c.req.raw, c.get('client'));
    return limitBody(c, async () => {
      const response = await backend(c.req.raw);
      c.res = response;
      if (c.req.path === LOGOUT_PATH && response.ok) {
        // doc 000 §4.6: logout clears the auth cookies; the server does it too, so no copy outlives the session.
        for (const name of processConfig().authCookieNames)
          c.res.headers.append('set-cookie', `${name}=; Path=/; Max-Age=0; SameSite=Lax`);
      }
    });
  });

  // CSP violation reports: the one POST that is neither an API call nor a page (no signature, never kept).
  app.all(CSP_REPORT_PATH, cspReportRoute({ log, ...options.cspReports }));

  // Pages and files are only read.
  app.use('*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return c.text('Method Not Allowed', 405, { allow: 'GET, HEAD' });
  });

  const originOf = (c: Context<Env>) => publicOrigin(c, siteOrigin);
  app.get('/robots.txt', (c) => c.text(robotsTxt(originOf(c)), 200, { 'cache-control': 'public, max-age=3600' }));
  if (sitemap) {
    const xml = (body: string) => ({
      body,
      headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
    });
    app.get('/sitemap.xml', async (c) => {
      const { body, headers } = xml(sitemapIndex(originOf(c), (await sitemap()).length, perFile));
      return c.body(body, 200, headers);
    });
    app.get('/:file{sitemap-[0-9]+\\.xml}', async (c) => {
      const index = Number(/\d+/.exec(c.req.param('file'))?.[0]);
      const file = sitemapFile(originOf(c), await sitemap(), index, perFile);
      if (!file) return c.text('Not Found', 404);
      const { body, headers } = xml(file);
      return c.body(body, 200, headers);
    });
  }

  if (distDir) app.use('*', staticFiles(distDir, { simulationWorker: options.simulationWorker }));

  // Login by ticket (doc 000 §4.6) happens before the page renders, so the page already has the session.
  app.use('*', async (c, next) => {
    if (!new URL(c.req.url).searchParams.has('ticket')) return next();
    const answer = await ticketRedirect(inwardRequest(c, siteOrigin), backend, {
      secure: c.get('client').proto === 'https',
      log,
      hasSession: Boolean(getCookie(c, TOKEN_COOKIE)),
    });
    return answer ?? next();
  });

  if (render) {
    const pages = createPageRoute(render, options.rendering);
    app.get('*', (c) => pages.handle(c, () => pageRequest(c, siteOrigin), c.get(NONCE_KEY)));
  } else if (distDir) {
    const shell = readFile(join(distDir, 'index.html'), 'utf8');
    // Without a renderer the client renders every page from the shell (and shows its own not-found page).
    app.get('*', async (c) => pageAnswer(c, c.html(await shell)));
  } else {
    app.get('*', () => notFound());
  }
  return app;
}
