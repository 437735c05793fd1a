import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { jumpTargetPage } from './pageJump';

describe('jumpTargetPage', () => {
  it('reads a whole page number from 1 to the last page', () => {
    expect(jumpTargetPage('1', 3)).toBe(1);
    expect(jumpTargetPage(' 3 ', 3)).toBe(3);
    expect(jumpTargetPage('02', 3)).toBe(2);
  });

  it('refuses what is not a page of the results instead of moving it to an end', () => {
    expect(jumpTargetPage('99', 3)).toBeNull();
    expect(jumpTargetPage('4', 3)).toBeNull();
    expect(jumpTargetPage('0', 3)).toBeNull();
    expect(jumpTargetPage('', 3)).toBeNull();
    expect(jumpTargetPage('-1', 3)).toBeNull();
    expect(jumpTargetPage('1.5', 3)).toBeNull();
    expect(jumpTargetPage('2页', 3)).toBeNull();
    expect(jumpTargetPage('99999999999999999999', 3)).toBeNull();
  });

  it('answers a page within the results or nothing, for any text', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 10_000 }), (text, pageCount) => {
        const page = jumpTargetPage(text, pageCount);
        if (page === null) return;
        expect(Number.isInteger(page)).toBe(true);
        expect(page).toBeGreaterThanOrEqual(1);
        expect(page).toBeLessThanOrEqual(pageCount);
        expect(page).toBe(Number(text.trim()));
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 20_000 }), (pageCount, n) => {
        expect(jumpTargetPage(String(n), pageCount)).toBe(n >= 1 && n <= pageCount ? n : null);
      }),
      { numRuns: 300 },
    );
  });
});
