import type { RequestHandler } from 'msw';
import { apiPath, http, ok } from './http';
import { simulationHandlers } from './handlers/index';

/** Every handler of the simulated server, in the order MSW tries them. */
export const handlers: RequestHandler[] = [
  http.get(apiPath('/server-time'), () => ok(Date.now())),
  // The stateful simulation: seeded corpus, sessions, quotas, money, AI (mocks/handlers/*).
  ...simulationHandlers,
];
