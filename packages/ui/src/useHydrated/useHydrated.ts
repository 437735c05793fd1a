import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the page hydrates (React reads the server snapshot then, so both render
 * alike), true once the browser renders on its own: for what only the browser can know (its storage, its
 * clock, a chart's canvas).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
