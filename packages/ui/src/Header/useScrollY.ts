import { useSyncExternalStore } from 'react';

/** Where a scroll position comes from: the window by default, any scroller (or a test double) otherwise. */
export type ScrollSource = {
  /** Current vertical scroll offset in px. */
  getScrollY: () => number;
  /** Calls `listener` on every scroll; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
};

/**
 * A position read when its scroller scrolls (and when first watched), not on every render. Reading it in a
 * render whose changes are not laid out yet makes the browser lay the page out there and then: the header
 * re-renders on every navigation, and on a results page that cost 4 ms before the new results could paint.
 */
function scrollSourceOf(target: () => EventTarget, read: () => number): ScrollSource {
  let last = 0;
  return {
    getScrollY: () => last,
    subscribe: (listener) => {
      const onScroll = () => {
        last = read();
        listener();
      };
      last = read();
      target().addEventListener('scroll', onScroll, { passive: true });
      return () => target().removeEventListener('scroll', onScroll);
    },
  };
}

/** The page's own scroll position. */
export const windowScrollSource: ScrollSource = scrollSourceOf(
  () => window,
  () => window.scrollY,
);

/** A scrolling element as the source, e.g. a story's scroll box or an app shell's main pane. */
export function elementScrollSource(element: HTMLElement): ScrollSource {
  return scrollSourceOf(
    () => element,
    () => element.scrollTop,
  );
}

/**
 * The vertical scroll offset of `source`, re-rendering on scroll. The shell components take
 * `scrollY` as a prop; the site feeds it from this hook.
 */
export function useScrollY(source: ScrollSource = windowScrollSource): number {
  return useSyncExternalStore(source.subscribe, source.getScrollY, () => 0);
}
