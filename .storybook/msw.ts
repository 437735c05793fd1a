import { setupWorker } from 'msw/browser';
import { handlers } from '@wenxian/simulation';

/** Requests to the API that no handler answered, for the test setup to fail on. */
export const unhandledApiRequests: string[] = [];

/** Starts the worker with the default simulated server; stories add overrides via parameters.msw. */
export async function startStorybookWorker() {
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith('/newsite/') || pathname.startsWith('/auth/') || pathname.startsWith('/website/')) {
        unhandledApiRequests.push(`${request.method} ${pathname}`);
        print.error();
      }
    },
  });
  return worker;
}
