import { HttpHandler, type RequestHandler } from 'msw';
import { SITE_PATHS } from '@wenxian/api';
import { apiPath, http, ok } from './http';
import { simulationHandlers } from './handlers/index';
import { simulationState } from './session/state';

/** Every handler of the simulated server, in the order MSW tries them. */
export const handlers: RequestHandler[] = [
  // The simulation's clock (SIMULATION_NOW or a test's `resetSimulation({ now })`), not the machine's: this
  // unsigned answer comes first, and the time-limited parts of the site follow it.
  http.get(apiPath(SITE_PATHS.serverTime), () => ok(simulationState().now())),
  // The stateful simulation: seeded corpus, sessions, quotas, money, AI (handlers/*).
  ...simulationHandlers,
];

type Candidate = { handler: RequestHandler; method: string; pattern: RegExp };
let candidates: Candidate[] | undefined;

/** A handler's `*<path>` pattern as a regular expression over the pathname (`:name` = one segment). */
function compile(handler: RequestHandler): Candidate[] {
  if (!(handler instanceof HttpHandler)) return [];
  const { method, path } = handler.info;
  if (typeof method !== 'string' || typeof path !== 'string') return [];
  const pathname = path.replace(/^\*/, '');
  const source = pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+');
  return [{ handler, method: method.toUpperCase(), pattern: new RegExp(`^${source}/?$`) }];
}

/**
 * The handlers that may answer a call, in MSW's order. The site's Node server hands a request to these
 * only (MSW would otherwise compile and try every handler's path on each call), and answers a 404
 * envelope at once when there are none.
 */
export function simulatedHandlersFor(method: string, pathname: string): RequestHandler[] {
  candidates ??= handlers.flatMap(compile);
  const wanted = method.toUpperCase();
  return candidates
    .filter((candidate) => candidate.method === wanted && candidate.pattern.test(pathname))
    .map((c) => c.handler);
}
