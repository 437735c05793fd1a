import { expect, it } from 'vitest';
import { progressBarState } from './progressBar';

it('is visible from 1 to 99 and jumps to 100 when finished', () => {
  expect(progressBarState(0, false)).toEqual({ value: 0, visible: false });
  expect(progressBarState(1, false)).toEqual({ value: 1, visible: true });
  expect(progressBarState(99, false)).toEqual({ value: 99, visible: true });
  expect(progressBarState(100, false)).toEqual({ value: 100, visible: false });
  expect(progressBarState(40, true)).toEqual({ value: 100, visible: false });
});
