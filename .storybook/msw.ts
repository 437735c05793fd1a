import { setupWorker } from 'msw/browser';
import { handlers, heldCalls } from '@wenxian/simulation';

/** Requests to the API that no handler answered, for the test setup to fail on. */
export const unhandledApiRequests: string[] = [];

/** Requests the worker has seen start and not yet end (answered, passed through or failed). */
const inFlight = new Set<string>();

/**
 * API fetches the page has started and that have not settled. A call counts from here, before the worker has
 * seen it: on a busy machine the way to the worker takes longer than the picture's quiet window, and a call
 * the story holds is only known as held once its handler runs.
 */
let fetchesUnsettled = 0;

/**
 * Calls still on their way to the page, apart from those a story holds pending on purpose (a scenario's
 * 'infinite' latency: its loading state is the story's state). A picture waits until this is 0. A held call
 * stays in every count until the next story releases it; a call is on its way while the page's fetch has not
 * settled or the worker has not ended it (a stream's body runs on after its fetch settles).
 */
export const callsInFlight = () => Math.max(inFlight.size, fetchesUnsettled) - heldCalls.count;

/** Calls whose simulated handler threw, for the test setup to fail on. */
export const apiHandlerExceptions: string[] = [];

/** Whether a path is the simulated API's (the worker fails a story on such a request it has no handler for). */
const isApiPath = (pathname: string) =>
  pathname.startsWith('/newsite/') || pathname.startsWith('/auth/') || pathname.startsWith('/website/');

/**
 * How many calls to the API the page has started (its `fetch`, which axios and the streams use): the picture's
 * quiet window starts again on each, so a call a timer starts (a debounced check, a follow-up) is waited for
 * even before the worker has seen it.
 */
export const callsStarted = { count: 0 };

/** Aborts the API fetches of the story running now (stories share one page). */
let storyCalls = new AbortController();

/**
 * Ends what the story before left on its way: its API fetches are aborted (the call layer takes an abort for a
 * cancel, so nothing reaches the next story's page as an error) and the calls it held are released.
 */
export function endEarlierStoriesCalls(): void {
  storyCalls.abort();
  storyCalls = new AbortController();
  heldCalls.release();
}

const pageFetch = window.fetch.bind(window);
window.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  if (!isApiPath(new URL(url, window.location.href).pathname)) return pageFetch(input, init);
  callsStarted.count += 1;
  fetchesUnsettled += 1;
  const settled = () => void (fetchesUnsettled -= 1);
  const own = init?.signal ?? (input instanceof Request ? input.signal : undefined);
  const signal = own ? AbortSignal.any([own, storyCalls.signal]) : storyCalls.signal;
  const response = pageFetch(input, { ...init, signal });
  response.then(settled, settled);
  return response;
};

/** Starts the worker with the default simulated server; stories add overrides via parameters.msw. */
export async function startStorybookWorker() {
  const worker = setupWorker(...handlers);
  worker.events.on('request:start', ({ requestId }) => void inFlight.add(requestId));
  worker.events.on('request:end', ({ requestId }) => void inFlight.delete(requestId));
  // A handler that throws ends its request without `request:end`, and the page sees a 500 (a network error toast):
  // the story fails naming the call and the error rather than on the toast.
  worker.events.on('unhandledException', ({ requestId, request, error }) => {
    inFlight.delete(requestId);
    apiHandlerExceptions.push(`${request.method} ${new URL(request.url).pathname}: ${String(error)}`);
  });
  await worker.start({
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      const { pathname } = new URL(request.url);
      if (isApiPath(pathname)) {
        unhandledApiRequests.push(`${request.method} ${pathname}`);
        print.error();
      }
    },
  });
  return worker;
}
