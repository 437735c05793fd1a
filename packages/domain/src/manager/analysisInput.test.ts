import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeComparedJournals, parseYear, validateAnalysisRange, validateComparedJournals } from './analysisInput';

describe('manager analysis inputs', () => {
  it('accepts open and ordered ranges, refuses reversed or out-of-range years', () => {
    expect(validateAnalysisRange({}, 2026)).toBeNull();
    expect(validateAnalysisRange({ startYear: 2020, endYear: 2024 }, 2026)).toBeNull();
    expect(validateAnalysisRange({ startYear: 2024, endYear: 2020 }, 2026)).toBe('起始年份不能晚于结束年份');
    expect(validateAnalysisRange({ startYear: 1999 }, 2026)).toBe('年份须在2000—2026之间');
    expect(validateAnalysisRange({ endYear: Number.NaN }, 2026)).toBe('年份须在2000—2026之间');
    expect(parseYear(' ')).toBeUndefined();
    expect(parseYear('2021')).toBe(2021);
  });

  it('limits compared journals to five distinct others', () => {
    expect(validateComparedJournals('J1', ['J1'])).toBe('不能与本刊自身对比');
    expect(validateComparedJournals('J1', ['J2', 'J3', 'J4', 'J5', 'J6', 'J7'])).toBe('最多可选择5本对比期刊');
    expect(validateComparedJournals('J1', ['J2', 'J3'])).toBeNull();
  });

  it('normalizing never keeps the managed journal, duplicates or more than five', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('J1', 'J2', 'J3', 'J4', 'J5', 'J6', 'J7', 'J8', '')), (ids) => {
        const out = normalizeComparedJournals('J1', ids);
        expect(out).not.toContain('J1');
        expect(new Set(out).size).toBe(out.length);
        expect(out.length).toBeLessThanOrEqual(5);
        expect(validateComparedJournals('J1', out)).toBeNull();
      }),
    );
  });
});
