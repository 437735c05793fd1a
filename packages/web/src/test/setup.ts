import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { parseCookie } from 'cookie';
import { resetCallLayer } from '@wenxian/api';
import { server } from '@wenxian/simulation/node';

// Web unit tests talk to the same simulated server as everything else; unanswered calls fail. Files share one
// module graph and one window per worker (vitest.config.ts): each starts from a fresh call layer and an empty
// cookie jar and storage, as it would in a page of its own.
beforeAll(() => {
  resetCallLayer({ origin: 'http://localhost:3000' });
  if (typeof document !== 'undefined') {
    for (const name of Object.keys(parseCookie(document.cookie))) document.cookie = `${name}=; max-age=0; path=/`;
    localStorage.clear();
    sessionStorage.clear();
  }
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
