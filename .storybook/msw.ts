import { setupWorker } from 'msw/browser';
import { handlers, heldCalls } from '@wenxian/simulation';

/** Requests to the API that no handler answered, for the test setup to fail on. */
export const unhandledApiRequests: string[] = [];

/** Requests the worker has seen start and not yet end (answered, passed through or failed). */
const inFlight = new Set<string>();

/**
 * Calls still on their way to the page, apart from those a story holds pending on purpose (a scenario's
 * 'infinite' latency: its loading state is the story's state). A picture waits until this is 0. A held call
 * never ends, so it stays in both counts.
 */
export const callsInFlight = () => inFlight.size - heldCalls.count;

/** Starts the worker with the default simulated server; stories add overrides via parameters.msw. */
export async function startStorybookWorker() {
  const worker = setupWorker(...handlers);
  worker.events.on('request:start', ({ requestId }) => void inFlight.add(requestId));
  worker.events.on('request:end', ({ requestId }) => void inFlight.delete(requestId));
  // A handler that throws ends its request without `request:end`.
  worker.events.on('unhandledException', ({ requestId }) => void inFlight.delete(requestId));
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
