import { useCallback, useSyncExternalStore } from 'react';

/**
 * Promotions the visitor closed in this browser session (doc 000 §4.7: "the ad closes for the session view
 * when its close button is clicked"): the banner carousel, the home page's header banner
 * and the AI header's promo. Kept in sessionStorage,
 * so a close holds across client navigations and reloads of the tab and ends with the tab. The server (and so
 * hydration) renders them open; the browser hides a closed one at once (docs/decisions/shell.md).
 */
export const sessionFlagKeys = {
  carouselClosed: 'wenxian:bannerCarouselClosed',
  headerBannerClosed: 'wenxian:headerBannerClosed',
  aiPromoClosed: 'wenxian:aiPromoClosed',
} as const;

export type SessionFlag = keyof typeof sessionFlagKeys;

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function read(flag: SessionFlag): boolean {
  try {
    return window.sessionStorage.getItem(sessionFlagKeys[flag]) === '1';
  } catch {
    return false;
  }
}

/** Whether `flag` is set in this session, and the setter (which every reader of the flag sees at once). */
export function useSessionFlag(flag: SessionFlag): [isSet: boolean, set: () => void] {
  const isSet = useSyncExternalStore(
    subscribe,
    () => read(flag),
    () => false,
  );
  const set = useCallback(() => {
    try {
      window.sessionStorage.setItem(sessionFlagKeys[flag], '1');
    } catch {
      // Storage refused (private mode): the promotion still closes for this view.
    }
    for (const listener of listeners) listener();
  }, [flag]);
  return [isSet, set];
}
