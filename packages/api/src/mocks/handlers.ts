import type { RequestHandler } from 'msw';
import { apiPath, http, ok } from './http';

/** Every handler of the simulated server, in the order MSW tries them. */
export const handlers: RequestHandler[] = [
  http.get(apiPath('/server-time'), () => ok(Date.now())),
];
