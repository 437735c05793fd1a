import { useSyncExternalStore } from 'react';

/** Where a scroll position comes from: the window by default, any scroller (or a test double) otherwise. */
export type ScrollSource = {
  /** Current vertical scroll offset in px. */
  getScrollY: () => number;
  /** Calls `listener` on every scroll; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
};

/** The page's own scroll position. */
export const windowScrollSource: ScrollSource = {
  getScrollY: () => (typeof window === 'undefined' ? 0 : window.scrollY),
  subscribe: (listener) => {
    window.addEventListener('scroll', listener, { passive: true });
    return () => window.removeEventListener('scroll', listener);
  },
};

/** A scrolling element as the source, e.g. a story's scroll box or an app shell's main pane. */
export function elementScrollSource(element: HTMLElement): ScrollSource {
  return {
    getScrollY: () => element.scrollTop,
    subscribe: (listener) => {
      element.addEventListener('scroll', listener, { passive: true });
      return () => element.removeEventListener('scroll', listener);
    },
  };
}

/**
 * The vertical scroll offset of `source`, re-rendering on scroll. The shell components take
 * `scrollY` as a prop; the site feeds it from this hook.
 */
export function useScrollY(source: ScrollSource = windowScrollSource): number {
  return useSyncExternalStore(source.subscribe, source.getScrollY, () => 0);
}
