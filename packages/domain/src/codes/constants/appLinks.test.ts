import { expect, it } from 'vitest';
import { appLinkIds, appLinksCookieDays } from './appLinks';

it('falls back to ids 1, 41, 8, 7, 5 and keeps the cookie 1825 days', () => {
  expect(appLinkIds(undefined)).toEqual([1, 41, 8, 7, 5]);
  expect(appLinkIds('x,,')).toEqual([1, 41, 8, 7, 5]);
  expect(appLinkIds('3, 9')).toEqual([3, 9]);
  expect(appLinksCookieDays).toBe(1825);
});
