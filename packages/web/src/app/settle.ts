/** What `store.dispatch(endpoint.initiate(arg))` returns for a query. */
type QueryRequest = PromiseLike<unknown> & { unsubscribe(): void };

/**
 * Awaits a query started by a loader, then drops its subscription: the cache keeps the data
 * (keepUnusedDataFor) until the page's hook subscribes, so the component renders it without fetching again —
 * on the server, and in the browser from the state the server sent.
 */
export async function settle<Request extends QueryRequest>(request: Request): Promise<Awaited<Request>> {
  try {
    return await request;
  } finally {
    request.unsubscribe();
  }
}
