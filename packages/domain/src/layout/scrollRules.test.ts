import { expect, it } from 'vitest';
import { isScrolledToBottom, showsBackToTop, showsHeaderSearch } from './scrollRules';

it('shows the header search past 500 px, never on home', () => {
  expect(showsHeaderSearch(false, 500)).toBe(false);
  expect(showsHeaderSearch(false, 501)).toBe(true);
  expect(showsHeaderSearch(true, 5000)).toBe(false);
});
it('shows back-to-top past 1000 px', () => {
  expect(showsBackToTop(1000)).toBe(false);
  expect(showsBackToTop(1001)).toBe(true);
});
it('treats 5 px from the bottom as the bottom', () => {
  expect(isScrolledToBottom(495, 500, 1000)).toBe(true);
  expect(isScrolledToBottom(494, 500, 1000)).toBe(false);
});
