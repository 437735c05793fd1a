import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetCallLayer } from '../core/reset';
import { server } from './server';

// Files share one module graph per worker (vitest.config.ts): each starts from a fresh call layer.
beforeAll(() => {
  resetCallLayer({ origin: 'http://wenxian.test' });
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
