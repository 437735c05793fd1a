import { expect, it } from 'vitest';
import { scaledRootFontSize } from './fontScale';

it('scales the font as width/120 up to 1200 px', () => {
  expect(scaledRootFontSize(1200)).toBe(10);
  expect(scaledRootFontSize(960)).toBe(8);
  expect(scaledRootFontSize(1201)).toBeNull();
});
