import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRowsShown } from './useRowsShown';

const page = (from: number) => Array.from({ length: 20 }, (_, i) => from + i);
const ROW_PX = 165;

/** A list of twenty rows laid out from `top` (px from the window's top), each ROW_PX high. */
function laidOutList() {
  const list = document.createElement('ol');
  const layout = { top: 317 };
  for (let i = 0; i < 20; i += 1) {
    const row = list.appendChild(document.createElement('li'));
    row.getBoundingClientRect = () => ({ top: layout.top + i * ROW_PX }) as DOMRect;
  }
  return { ref: { current: list }, layout };
}

function renderList(list: ReturnType<typeof laidOutList>) {
  return renderHook(({ rows }) => useRowsShown(rows, list.ref, String), { initialProps: { rows: page(0) } });
}

/** A mounted list whose first frame has painted: what is in sight is measured (rows at 317, 482, 647, 812 px). */
function measuredList() {
  const rendered = renderList(laidOutList());
  act(() => vi.runAllTimers());
  return rendered;
}

describe('useRowsShown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(900);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('renders every row of the list it mounts with (the server page hydrates whole)', () => {
    const { result } = renderList(laidOutList());
    expect(result.current).toBe(20);
  });

  it('renders a new page of rows those in sight first (and one more), the rest after that frame is painted', () => {
    // Rows at 317, 482, 647 and 812 px reach into a 900 px window.
    const { result, rerender } = measuredList();
    rerender({ rows: page(20) });
    expect(result.current).toBe(5);
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(5);
    act(() => vi.runAllTimers());
    expect(result.current).toBe(20);
  });

  it('renders a new page whole before anything was measured, or when the window was scrolled past the rows', () => {
    const list = laidOutList();
    const { result, rerender } = renderList(list);
    rerender({ rows: page(20) });
    expect(result.current).toBe(20);

    act(() => vi.runAllTimers());
    list.layout.top = -3000;
    act(() => void window.dispatchEvent(new Event('scroll')));
    rerender({ rows: page(40) });
    expect(result.current).toBe(20);
  });

  it('keeps every row when the same page is made afresh (a parent mapping its answer in each render)', () => {
    const { result, rerender } = measuredList();
    rerender({ rows: page(0) });
    expect(result.current).toBe(20);
  });

  it('does not show the rest of a page that was replaced before its frame', () => {
    const { result, rerender } = measuredList();
    rerender({ rows: page(20) });
    rerender({ rows: page(40).slice(0, 3) });
    act(() => vi.runAllTimers());
    expect(result.current).toBe(3);
  });
});
