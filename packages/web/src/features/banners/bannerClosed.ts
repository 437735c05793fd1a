import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the visitor closed the banner carousel in this browser session (doc 000 §4.7: "the ad closes for
 * the session view when its close button is clicked"). Kept in sessionStorage, so it holds across client
 * navigations and reloads of the tab and ends with the tab. The server (and so hydration) renders it open;
 * the browser then hides it at once if it was closed (docs/decisions/shell.md).
 */
const KEY = 'wenxian:bannerCarouselClosed';
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function isClosed(): boolean {
  try {
    return window.sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function useBannerCarouselClosed(): [isClosed: boolean, close: () => void] {
  const closed = useSyncExternalStore(subscribe, isClosed, () => false);
  const close = useCallback(() => {
    try {
      window.sessionStorage.setItem(KEY, '1');
    } catch {
      // Storage refused (private mode): the carousel still closes for this view.
    }
    for (const listener of listeners) listener();
  }, []);
  return [closed, close];
}
