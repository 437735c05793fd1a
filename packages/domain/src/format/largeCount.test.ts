import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFigure, formatLargeCount } from './largeCount';

describe('formatLargeCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [9999, '9,999'],
    [1234, '1,234'],
    [10000, '1.0w'],
    [12345, '1.2w'],
    [12500, '1.3w'],
    [99_449, '9.9w'],
    [99_950, '10.0w'],
    [123_456_789, '12345.7w'],
  ])('%i → %s', (n, text) => {
    expect(formatLargeCount(n)).toBe(text);
  });
  it('shows missing values as 0', () => {
    expect(formatLargeCount(undefined)).toBe('0');
    expect(formatLargeCount(Number.NaN)).toBe('0');
  });
  it('always has one decimal and a w from 10000 up, and digits-and-commas between 1000 and 9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10_000, max: 2 ** 40 }), (n) => {
        expect(formatLargeCount(n)).toMatch(/^\d+\.\dw$/);
        expect(Math.abs(parseFloat(formatLargeCount(n)) * 10_000 - n)).toBeLessThanOrEqual(500);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), (n) => {
        expect(formatLargeCount(n)).toBe(`${Math.floor(n / 1000)},${String(n % 1000).padStart(3, '0')}`);
      }),
    );
  });
});

describe('formatFigure', () => {
  it('groups an exact figure by thousands and keeps its decimals (总下载 15,030次)', () => {
    expect(formatFigure(15_030)).toBe('15,030');
    expect(formatFigure(1_234_567)).toBe('1,234,567');
    expect(formatFigure(999)).toBe('999');
    expect(formatFigure(3.25)).toBe('3.25');
    expect(formatFigure(12_345.5)).toBe('12,345.5');
    expect(formatFigure(-1500)).toBe('-1,500');
    expect(formatFigure(Number.NaN)).toBe('0');
  });
});
