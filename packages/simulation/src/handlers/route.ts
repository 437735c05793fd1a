import { delay, http, HttpResponse, type HttpResponseResolver, type RequestHandler } from 'msw';
import { apiPath } from '../http';
import { SimulatedError } from '../errors';
import { checkRateLimit, verifySignature } from '../session/safety';
import { simulationSettings } from '../settings';
import { persistSimulationState } from '../session/state';
import { evictIdleState, touchSession } from '../session/eviction';

export type Method = 'get' | 'post' | 'delete';

/** What a route's resolver receives. */
export type RouteContext = {
  request: Request;
  url: URL;
  params: Readonly<Record<string, string | readonly string[] | undefined>>;
  /** Query parameter (first value). */
  query(name: string): string | undefined;
  /** Parsed body: JSON, form or multipart fields; {} when empty. */
  body<T = Record<string, unknown>>(): Promise<T>;
  /** Set by `scenario(name, { empty: true })`: lists answer empty. */
  empty: boolean;
};

export type RouteResolver = (context: RouteContext) => unknown;

export type RouteOptions = {
  /** Calls a browser makes without the call layer (an <img> or a download link): no signature, no rate limit. */
  unsigned?: boolean;
  /** The safety calls themselves (safety check, anti-bot check, server time) are never rate limited. */
  unlimited?: boolean;
};

type Registered = { method: Method; path: string; resolve: RouteResolver; options: RouteOptions };
const registry = new Map<string, Registered>();
const keyOf = (method: Method, path: string): string => `${method.toUpperCase()} ${path}`;

async function readBody(request: Request): Promise<Record<string, unknown>> {
  if (request.method === 'GET' || request.method === 'HEAD') return {};
  const type = request.headers.get('content-type') ?? '';
  const copy = request.clone();
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const form = await copy.formData();
    const out: Record<string, unknown> = {};
    for (const [key, value] of form.entries()) {
      const existing = out[key];
      out[key] =
        existing === undefined
          ? value
          : Array.isArray(existing)
            ? [...(existing as unknown[]), value]
            : [existing, value];
    }
    return out;
  }
  const text = await copy.text();
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : { value: parsed };
  } catch {
    return {};
  }
}

/** Empties what a list call returns: arrays, and the list/hits/records of a page. */
function emptied(data: unknown): unknown {
  if (Array.isArray(data)) return [];
  if (typeof data === 'object' && data !== null) {
    const out: Record<string, unknown> = { ...(data as Record<string, unknown>) };
    let changed = false;
    for (const key of ['list', 'records', 'hits', 'rows', 'data', 'children']) {
      if (Array.isArray(out[key])) {
        out[key] = [];
        changed = true;
      }
    }
    if (changed && typeof out.total === 'number') out.total = 0;
    return out;
  }
  return data;
}

export function envelope(code: number, data: unknown, message: string, status = 200): Response {
  return HttpResponse.json({ code, data, message }, { status });
}

/** Runs a registered resolver: safety checks, the resolver, then the envelope (or the raw Response it made). */
export async function runRoute(
  entry: Registered,
  request: Request,
  params: RouteContext['params'],
  empty: boolean,
): Promise<Response> {
  const url = new URL(request.url);
  touchSession(request);
  evictIdleState();
  try {
    if (!entry.options.unsigned) {
      if (!entry.options.unlimited) checkRateLimit(request);
      verifySignature(request);
    }
    const latency = simulationSettings().latencyMs;
    if (latency > 0) await delay(latency);
    let cached: Promise<Record<string, unknown>> | undefined;
    const context: RouteContext = {
      request,
      url,
      params,
      query: (name) => url.searchParams.get(name) ?? undefined,
      body: <T>() => (cached ??= readBody(request)) as Promise<T>,
      empty,
    };
    const result = await entry.resolve(context);
    persistSimulationState();
    if (result instanceof Response) return result;
    return envelope(200, empty ? emptied(result) : (result ?? null), 'success');
  } catch (error) {
    if (error instanceof SimulatedError) return envelope(error.code, null, error.message, error.status);
    const message = error instanceof Error ? error.message : String(error);
    return envelope(500, null, message, 500);
  }
}

/**
 * In a browser the service worker never sees the Cookie header; MSW reads document.cookie for us. The
 * site's `token` cookie is handed on as X-Token so the session code reads one place in Node and browser.
 */
export function withTokenCookie(request: Request, cookies: Readonly<Record<string, string>>): Request {
  const token = cookies.token;
  if (!token || request.headers.has('x-token')) return request;
  const headers = new Headers(request.headers);
  headers.set('x-token', token);
  return new Request(request, { headers });
}

/** Declares one call of the simulated server. */
export function route(
  method: Method,
  path: string,
  resolve: RouteResolver,
  options: RouteOptions = {},
): RequestHandler {
  const entry: Registered = { method, path, resolve, options };
  registry.set(keyOf(method, path), entry);
  const resolver: HttpResponseResolver = ({ request, params, cookies }) =>
    runRoute(entry, withTokenCookie(request, cookies), params, false);
  return http[method](apiPath(path), resolver);
}

/** The registered route of a call (scenarios reuse it to answer "empty"). */
export function registeredRoute(method: Method, path: string): Registered | undefined {
  return registry.get(keyOf(method, path));
}
