import { setupServer } from 'msw/node';
import { handlers } from './handlerTable';
import { resetSimulation } from './index';

/** The simulated server for Node: tests and the site's server when no upstream is set. */
export const server = setupServer(...handlers);

// The test setup resets the handlers after every test; the session state (logins, quotas, orders,
// conversations, rate-limit counters) goes with them, so no state leaks from one test into the next.
const resetHandlers = server.resetHandlers.bind(server);
server.resetHandlers = (...nextHandlers) => {
  resetHandlers(...nextHandlers);
  resetSimulation();
};
