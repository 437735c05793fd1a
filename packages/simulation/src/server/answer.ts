import { getResponse } from 'msw';
import { messages } from '@wenxian/domain';
import { simulatedHandlersFor } from '../handlerTable';
import { configureSimulation } from '../settings';
import { resetSimulationState } from '../session/state';

/** Answers one API request from the simulation's handlers. */
export type SimulationAnswer = (request: Request) => Promise<Response>;

export type AnswerOptions = {
  /** The simulation's burst limit (code 20); off only for the load test and the e2e journeys. */
  rateLimit?: boolean;
  /**
   * SIMULATION_NOW: where the simulation's clock starts (epoch ms); it then runs at the real pace, so the
   * time-limited parts of the site (doc 000 §4.6–4.7) can be seen and tested. Unset: the real clock.
   */
  startsAt?: number;
};

/**
 * The one way a request is answered from the MSW handlers, outside a browser or a test's interception: the
 * simulation's own HTTP process (main.ts) and any in-process use (the server tests) both call it. msw's own
 * `getResponse` runs the handlers — no router of ours — and only the handlers whose path matches are tried,
 * so an unknown path is a 404 envelope at once, its body unread.
 */
export function createSimulationAnswer({ rateLimit = true, startsAt }: AnswerOptions = {}): SimulationAnswer {
  if (startsAt !== undefined) {
    const offset = startsAt - Date.now();
    resetSimulationState({ now: () => Date.now() + offset });
  }
  if (!rateLimit) configureSimulation({ rateLimit: null });
  return async (request) => {
    const candidates = simulatedHandlersFor(request.method, new URL(request.url).pathname);
    if (candidates.length === 0) return notFound();
    return (await getResponse(candidates, await standardRequest(request))) ?? notFound();
  };
}

const notFound = () =>
  Response.json(
    { code: 404, data: null, message: messages.errorPage.notFoundTitle },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  );

/**
 * A standard (undici) Request with its body read. A Node server adapter hands over its own light request
 * object, which does not survive the handlers cloning and re-creating requests (the session handlers then
 * miss the visitor's cookie and send members to login).
 */
async function standardRequest(request: Request): Promise<Request> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
  });
}
