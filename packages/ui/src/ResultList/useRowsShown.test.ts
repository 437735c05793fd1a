import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREENFUL_ROWS, useRowsShown } from './useRowsShown';

const page = (from: number) => Array.from({ length: 20 }, (_, i) => from + i);

describe('useRowsShown', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('renders every row of the list it mounts with (the server page hydrates whole)', () => {
    const { result } = renderHook(() => useRowsShown(page(0)));
    expect(result.current).toBe(20);
  });

  it('renders a new page of rows a screenful first, the rest after that frame is painted', () => {
    const { result, rerender } = renderHook(({ rows }) => useRowsShown(rows), { initialProps: { rows: page(0) } });
    rerender({ rows: page(20) });
    expect(result.current).toBe(FIRST_SCREENFUL_ROWS);
    // The frame: still the first screenful while it paints.
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(FIRST_SCREENFUL_ROWS);
    act(() => vi.runAllTimers());
    expect(result.current).toBe(20);
  });

  it('does not show the rest of a page that was replaced before its frame', () => {
    const { result, rerender } = renderHook(({ rows }) => useRowsShown(rows), { initialProps: { rows: page(0) } });
    rerender({ rows: page(20) });
    rerender({ rows: page(40).slice(0, 3) });
    act(() => vi.runAllTimers());
    expect(result.current).toBe(3);
  });
});
