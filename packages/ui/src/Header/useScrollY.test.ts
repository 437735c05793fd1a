import { describe, expect, it, vi } from 'vitest';
import { elementScrollSource } from './useScrollY';

/** A scroller whose position counts how often it is read (each read may force a layout in a browser). */
function scroller(initial: number) {
  const element = document.createElement('div');
  const state = { top: initial, reads: 0 };
  Object.defineProperty(element, 'scrollTop', {
    get: () => {
      state.reads += 1;
      return state.top;
    },
  });
  return { element, state };
}

describe('scroll sources', () => {
  it('read the position when watched and when it scrolls, never on a render', () => {
    const { element, state } = scroller(120);
    const source = elementScrollSource(element);
    const listener = vi.fn();
    const unsubscribe = source.subscribe(listener);
    expect(source.getScrollY()).toBe(120);
    for (let render = 0; render < 5; render += 1) source.getScrollY();
    expect(state.reads).toBe(1);

    state.top = 1500;
    element.dispatchEvent(new Event('scroll'));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(source.getScrollY()).toBe(1500);
    expect(state.reads).toBe(2);

    unsubscribe();
    element.dispatchEvent(new Event('scroll'));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
