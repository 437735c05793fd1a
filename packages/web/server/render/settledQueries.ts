import { apiSlice } from '../../src/app/apiSlice';
import type { AppStore } from '../../src/app/store';

/**
 * Waits until no call of the page's store is running: a loader may start a secondary query that no boundary
 * waits on (the home page's hot searches, read only when the box opens), and the state written for the
 * browser must hold its answer too. Each call is raced against the render deadline, so this ends by then.
 */
export async function settledQueries(store: AppStore): Promise<void> {
  for (;;) {
    const running = store.dispatch(apiSlice.util.getRunningQueriesThunk());
    if (running.length === 0) return;
    await Promise.allSettled(running);
  }
}
