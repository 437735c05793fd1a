import { Suspense, use, type ReactNode } from 'react';
import { apiSlice } from '../../app/apiSlice';
import { useAppDispatch } from '../../app/hooks';
import { settle } from '../../app/settle';

/** What `store.dispatch(endpoint.initiate(arg))` returns for a query. */
type QueryRequest = PromiseLike<unknown> & { unsubscribe(): void };

/**
 * Starts a secondary query from a loader without waiting for it: the page's
 * status and head come from the calls the loader awaits; this one streams into its `<Deferred>` boundary
 * when it answers, and the state the browser hydrates from is written after it (server/render/streamPage.tsx).
 */
export function defer(request: QueryRequest): void {
  void settle(request);
}

/** The parts of an RTK Query hook's result a deferred block renders (QueryView's shape). */
type DeferredState<Data> = {
  data?: Data;
  isLoading: boolean;
  isFetching?: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
};

/** An RTK Query endpoint with its React hook (`api.endpoints.x`). */
type QueryEndpoint = {
  name: string;
  Types: { QueryArg: unknown; ResultType: unknown };
  useQuery: (arg: never) => unknown;
};

type DeferredProps<Endpoint extends QueryEndpoint> = {
  endpoint: Endpoint;
  arg: Endpoint['Types']['QueryArg'];
  /** What shows while the call runs: the block's skeleton (streamed first, replaced in place). */
  fallback: ReactNode;
  /** The block for the hook's state: its data, or the page's own error state when the call failed or ran out of time. */
  children: (state: DeferredState<Endpoint['Types']['ResultType']>) => ReactNode;
};

/**
 * A block fed by a slow, secondary query. On the server it suspends while the query a loader started is
 * running, so the shell streams first and this block follows in its own chunk (or its error state once the
 * render deadline fails the call). In the browser the hydrated store already holds the answer, so it renders
 * at once with the server's markup; on a client navigation it shows the fallback until the call answers.
 */
export function Deferred<Endpoint extends QueryEndpoint>({ fallback, ...rest }: DeferredProps<Endpoint>) {
  return (
    <Suspense fallback={fallback}>
      <DeferredBlock {...rest} />
    </Suspense>
  );
}

function DeferredBlock<Endpoint extends QueryEndpoint>({
  endpoint,
  arg,
  children,
}: Omit<DeferredProps<Endpoint>, 'fallback'>) {
  const state = endpoint.useQuery(arg as never) as DeferredState<Endpoint['Types']['ResultType']>;
  const dispatch = useAppDispatch();
  if (state.isLoading) {
    // The store's own promise for the running call: the same object on every retry, as `use` needs.
    const running = dispatch(apiSlice.util.getRunningQueryThunk(endpoint.name as never, arg as never)) as
      Promise<unknown> | undefined;
    if (running) use(running);
  }
  return <>{children(state)}</>;
}
