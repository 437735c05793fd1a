import { expect, it } from 'vitest';
import { beijingTime } from '../time/beijingTime';
import { headerBannerAutoCloseMs, showsHeaderBanner } from './headerBanner';

it('shows on home between 2025-02-25 10:00 and the end of 2025-03-31', () => {
  expect(showsHeaderBanner(beijingTime(2025, 2, 25, 9, 59, 59), '/')).toBe(false);
  expect(showsHeaderBanner(beijingTime(2025, 2, 25, 10), '/')).toBe(true);
  expect(showsHeaderBanner(beijingTime(2025, 3, 31, 23, 59, 59), '/')).toBe(true);
  expect(showsHeaderBanner(beijingTime(2025, 4, 1), '/')).toBe(false);
  expect(showsHeaderBanner(beijingTime(2025, 3, 1), '/journal')).toBe(false);
  expect(showsHeaderBanner(beijingTime(2025, 3, 1), '/', true)).toBe(false);
});
it('closes after 10 s', () => {
  expect(headerBannerAutoCloseMs).toBe(10000);
});
