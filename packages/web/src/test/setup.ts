import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { configureClient } from '@wenxian/api';
import { server } from '@wenxian/simulation/node';

// Web unit tests talk to the same simulated server as everything else; unanswered calls fail.
beforeAll(() => {
  // The files of the project share one document (vitest.config.ts): each starts with no storage and no cookie.
  if (typeof document !== 'undefined') {
    localStorage.clear();
    sessionStorage.clear();
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; path=/; max-age=0`;
    }
  }
  configureClient({ origin: 'http://localhost:3000' });
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => {
  vi.useRealTimers();
  server.close();
});
