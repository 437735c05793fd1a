import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';

/** Rows of `list` whose top is inside the window or above it (what a visitor at this scroll position can see). */
function rowsReachingWindow(list: HTMLElement): number {
  let count = 0;
  for (const row of list.children) {
    if (row.getBoundingClientRect().top >= window.innerHeight) break;
    count += 1;
  }
  return count;
}

/**
 * How many of `rows` to render in `list`. A list mounts with all of them (the server's page hydrates as it was
 * sent). When its rows change (a new search on the same page), the rows a visitor can see render and paint first,
 * and the rest follows once that frame is painted: below the fold are most of a results page's rows and of its
 * render, and nobody sees them before scrolling.
 *
 * What can be seen is measured where reading the layout costs nothing: after a frame is painted and while the
 * page scrolls (a layout read in a render would lay the page out there and then). One row more than measured is
 * rendered first, for a new row taller than the old; a list never measured renders whole. Rows are told apart by
 * `keyOf` (the list's React keys).
 */
export function useRowsShown<Row>(
  rows: readonly Row[],
  list: RefObject<HTMLElement | null>,
  keyOf: (row: Row) => string,
): number {
  const [shown, setShown] = useState({ rows, count: rows.length });
  const seen = useRef<number | null>(null);
  let current = shown;
  if (shown.rows !== rows) {
    // The same rows made afresh (a page that maps its answer in each render) are not a new page.
    const before = shown.rows.map(keyOf);
    const isSamePage = rows.length === before.length && rows.every((row, i) => keyOf(row) === before[i]);
    const first = isSamePage
      ? shown.count
      : seen.current === null
        ? rows.length
        : Math.min(rows.length, seen.current + 1);
    current = { rows, count: first };
    // Adjusted while rendering (React's pattern for state derived from a changed input): no extra commit.
    setShown(current);
  }
  const isPartial = current.count < rows.length;
  useEffect(() => {
    const measure = () => {
      if (list.current?.firstElementChild) seen.current = rowsReachingWindow(list.current);
    };
    // A frame callback runs before that frame paints; a task queued from it runs after.
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => {
        if (!isPartial) return measure();
        // The rest as a transition: rendered in slices, so a click or key on the rows in sight is answered at once.
        // Set as it is, not compared with the state before: the adjustment made while rendering (above) need not be
        // in the state a queued update sees (React rebases it over a navigation's render in the same batch), and a
        // list with newer rows than these derives its own start again.
        startTransition(() => setShown({ rows, count: rows.length }));
      });
    });
    window.addEventListener('scroll', measure, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
      window.removeEventListener('scroll', measure);
    };
  }, [rows, isPartial, list]);
  return current.count;
}
