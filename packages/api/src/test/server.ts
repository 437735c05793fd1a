import { setupServer } from 'msw/node';

/**
 * An empty msw server for the call layer's own tests: each test answers the calls it makes (`server.use`), and a
 * call nobody answers fails the test. The simulated backend is tested in its own package.
 */
export const server = setupServer();
