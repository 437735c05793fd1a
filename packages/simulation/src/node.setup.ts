import { afterAll, afterEach, beforeAll } from 'vitest';
import { configureClient } from '@wenxian/api';
import { server } from './node';

// Any request without a handler fails the test that made it.
beforeAll(() => {
  configureClient({ origin: 'http://wenxian.test' });
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
