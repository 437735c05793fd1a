import { expect, it } from 'vitest';
import { isMobileUserAgent } from './mobile';

it('detects mobile by user agent', () => {
  expect(isMobileUserAgent('Mozilla/5.0 (iPhone) Mobile/15E148')).toBe(true);
  expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64)')).toBe(false);
});
