import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The simulated server for Node: tests and the site's server when no upstream is set. */
export const server = setupServer(...handlers);
