import { afterAll, afterEach, beforeAll } from 'vitest';
import { configureClient } from '../core/transport/client';
import { server } from './server';

beforeAll(() => {
  configureClient({ origin: 'http://wenxian.test' });
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
