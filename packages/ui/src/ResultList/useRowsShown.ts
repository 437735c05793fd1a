import { useEffect, useState } from 'react';

/** Rows of a first screenful on a tall window (a result row is at least 15rem high). */
export const FIRST_SCREENFUL_ROWS = 6;

/**
 * How many of `rows` to render. A list mounts with all of them (the server's page hydrates as it was sent). When
 * its rows change (a new search on the same page), the first screenful renders and paints first, and the rest
 * follows once that frame is painted: the rows below the fold are three quarters of a results page's render, and
 * nobody sees them before scrolling.
 */
export function useRowsShown<Row>(rows: readonly Row[], firstScreenful = FIRST_SCREENFUL_ROWS): number {
  const [shown, setShown] = useState({ rows, count: rows.length });
  let current = shown;
  if (shown.rows !== rows) {
    current = { rows, count: Math.min(rows.length, firstScreenful) };
    // Adjusted while rendering (React's pattern for state derived from a changed input): no extra commit.
    setShown(current);
  }
  const isPartial = current.count < rows.length;
  useEffect(() => {
    if (!isPartial) return undefined;
    // A frame callback runs before that frame paints; a task queued from it runs after.
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setShown((before) => (before.rows === rows ? { rows, count: rows.length } : before)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [rows, isPartial]);
  return current.count;
}
