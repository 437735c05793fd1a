import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { configureClient } from '@wenxian/api';
import { server } from '@wenxian/simulation/node';

// Web unit tests talk to the same simulated server as everything else; unanswered calls fail.
beforeAll(() => {
  configureClient({ origin: 'http://localhost:3000' });
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
