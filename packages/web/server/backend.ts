import { getResponse } from 'msw';
import { notFound } from './envelope';

/** Answers one API request: from a real backend when an upstream is configured, else from the simulation. */
export type Backend = (request: Request) => Promise<Response>;

export type SimulationOptions = {
  /** The simulation's burst limit (code 20); off only for the load test (SIMULATION_RATE_LIMIT=off). */
  rateLimit?: boolean;
  /** Compile the citation styles in the background once started (the first APA text otherwise waits seconds). */
  warmCitations?: boolean;
};

/** The embedded simulated server: the same MSW handlers Storybook and the tests use, run in-process. */
export async function createSimulatedBackend({
  rateLimit = true,
  warmCitations = false,
}: SimulationOptions = {}): Promise<Backend> {
  const simulation = await import('@wenxian/simulation');
  const { configureSimulation, simulatedHandlersFor } = simulation;
  if (!rateLimit) configureSimulation({ rateLimit: null });
  // After the server has started listening (a macrotask later); a failure only loses the head start.
  if (warmCitations) setTimeout(() => void simulation.warmCitations().catch(() => undefined), 0);
  return async (request) => {
    // Only the handlers whose path matches are tried; an unknown path is answered at once, body unread.
    const candidates = simulatedHandlersFor(request.method, new URL(request.url).pathname);
    if (candidates.length === 0) return notFound();
    return (await getResponse(candidates, await standardRequest(request))) ?? notFound();
  };
}

/**
 * The Node server hands over its own light request object; the handlers clone and re-create requests,
 * which needs a standard (undici) Request with its body read.
 */
async function standardRequest(request: Request): Promise<Request> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
  });
}
