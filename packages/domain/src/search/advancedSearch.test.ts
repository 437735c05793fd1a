import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  advancedSearchAggs,
  advancedSearchConditions,
  advancedSearchExpression,
  advancedSearchFilters,
  advancedYearBounds,
  advancedYearTextError,
  advancedYearsError,
  fuzzyRowText,
  parseAdvancedYear,
  yearRange,
  type AdvancedItem,
  type AdvancedRow,
} from './advancedSearch';
import { parseProfessionalExpression } from './expression';

const row = (
  id: string,
  field: AdvancedRow['field'],
  text: string,
  operator: AdvancedRow['operator'] = 'AND',
  match: AdvancedRow['match'] = 'fuzzy',
): AdvancedRow => ({ kind: 'row', id, field, text, operator, match });

describe('advanced search → professional expression', () => {
  it('joins rows in order, wrapping what the expression would otherwise bind differently', () => {
    const items: AdvancedItem[] = [
      row('1', 'SU', '深度学习'),
      row('2', 'A', '张伟', 'OR'),
      row('3', 'S', '清华大学', 'AND', 'exact'),
    ];
    expect(advancedSearchExpression({ items })).toBe('(SU=深度学习 OR A=张伟) AND SE=清华大学');
  });
  it('nested groups become parentheses; empty rows and groups are left out', () => {
    const items: AdvancedItem[] = [
      row('1', 'T', '图像 识别'),
      row('2', 'K', ''),
      {
        kind: 'group',
        id: 'g',
        operator: 'NOT',
        children: [
          row('3', 'K', '综述'),
          {
            kind: 'group',
            id: 'h',
            operator: 'OR',
            children: [row('4', 'A', '李娜', 'AND', 'exact'), row('5', 'K', ' ')],
          },
        ],
      },
      { kind: 'group', id: 'e', operator: 'AND', children: [row('6', 'K', '')] },
    ];
    const expression = advancedSearchExpression({ items });
    expect(expression).toBe('T=图像 识别 NOT (K=综述 OR AE=李娜)');
    expect(parseProfessionalExpression(expression).ok).toBe(true);
    expect(advancedSearchConditions({ items })).toEqual([
      { searchField: 'T', content: '图像 识别', logicalOperator: 'AND' },
      {
        searchField: '',
        content: '',
        logicalOperator: 'NOT',
        children: [
          { searchField: 'K', content: '综述', logicalOperator: 'AND' },
          {
            searchField: '',
            content: '',
            logicalOperator: 'OR',
            children: [{ searchField: 'A', content: '李娜', logicalOperator: 'AND', exact: true }],
          },
        ],
      },
    ]);
  });
  it('fuzzy text loses the punctuation the word matcher ignores; exact text is quoted when it must be', () => {
    expect(fuzzyRowText(' (a)  AND "b" T=c ')).toBe('a and b T c');
    expect(advancedSearchExpression({ items: [row('1', 'T', 'C++ (programming)', 'AND', 'exact')] })).toBe(
      'TE="C++ (programming)"',
    );
    expect(advancedSearchExpression({ items: [row('1', 'T', '  ')] })).toBe('');
  });
});

describe('advanced search filters', () => {
  const bounds = { min: 2000, max: 2025 };
  /** The form's years in 2026. */
  const years = { min: 1950, max: 2026 };
  it('expands the year range inside the corpus bounds, either way round', () => {
    expect(yearRange(2023, null, bounds)).toEqual(['2023', '2024', '2025']);
    expect(yearRange(2003, 2001, bounds)).toEqual(['2001', '2002', '2003']);
    expect(yearRange(null, null, bounds)).toEqual([]);
  });
  it('refuses a start year after the end year, and nothing else', () => {
    expect(advancedYearsError({ yearFrom: 2024, yearTo: 2020 })).toBe('起始年份不能晚于结束年份');
    expect(advancedYearsError({ yearFrom: 2020, yearTo: 2024 })).toBeNull();
    expect(advancedYearsError({ yearFrom: 2020, yearTo: 2020 })).toBeNull();
    expect(advancedYearsError({ yearFrom: 2024, yearTo: null })).toBeNull();
    expect(advancedYearsError({ yearFrom: null, yearTo: 2020 })).toBeNull();
  });
  it('searches the years from 1950 to this Beijing year', () => {
    expect(advancedYearBounds(Date.parse('2026-06-01T00:00:00+08:00'))).toEqual({ min: 1950, max: 2026 });
    // The year turns at midnight in Beijing, not in the machine's time zone.
    expect(advancedYearBounds(Date.parse('2026-12-31T23:59:59+08:00')).max).toBe(2026);
    expect(advancedYearBounds(Date.parse('2027-01-01T00:00:00+08:00')).max).toBe(2027);
  });
  it('reads a four-digit year from a year box, and an empty box as an open end', () => {
    expect(parseAdvancedYear('2020', years)).toBe(2020);
    expect(parseAdvancedYear(' 1998 ', years)).toBe(1998);
    expect(parseAdvancedYear('２０２４', years)).toBe(2024);
    expect(parseAdvancedYear('1950', years)).toBe(1950);
    expect(parseAdvancedYear('2026', years)).toBe(2026);
    expect(parseAdvancedYear('', years)).toBeNull();
    for (const text of ['2020', '２０２４', '1950', '2026', '', '  '])
      expect(advancedYearTextError(text, years)).toBeNull();
  });
  it('refuses anything else in a year box instead of reading it as an open end', () => {
    for (const text of ['202', '20', '20245', '0999', '2O24', '2024年', '20 24', '-202', '2e3', '二〇二四']) {
      expect(advancedYearTextError(text, years), text).toBe('请输入四位数的年份');
      expect(parseAdvancedYear(text, years), text).toBeNull();
    }
  });
  it('refuses a year outside the years searched, naming them, instead of moving it to the nearest one', () => {
    for (const text of ['1800', '1949', '2027', '2999', ' ２９９９ ']) {
      expect(advancedYearTextError(text, years), text).toBe('请输入1950至2026之间的年份');
      expect(parseAdvancedYear(text, years), text).toBeNull();
    }
    expect(advancedYearTextError('2027', { min: 1950, max: 2027 })).toBeNull();
    expect(advancedYearTextError('2028', { min: 1950, max: 2027 })).toBe('请输入1950至2027之间的年份');
  });
  it('a year box holds a year of the range, an open end or a refusal, for any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (text) => {
        const year = parseAdvancedYear(text, years);
        const error = advancedYearTextError(text, years);
        if (year !== null) {
          expect(error).toBeNull();
          expect(Number.isInteger(year) && year >= years.min && year <= years.max).toBe(true);
        } else expect(error === null).toBe(text.trim() === '');
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 1950, max: 2200 }), (n, max) => {
        const bounds = { min: 1950, max };
        const isYear = n >= 1000 && n <= 9999;
        const inRange = n >= 1950 && n <= max;
        expect(parseAdvancedYear(String(n), bounds)).toBe(inRange ? n : null);
        expect(advancedYearTextError(` ${n} `, bounds)).toBe(
          inRange ? null : isYear ? `请输入1950至${max}之间的年份` : '请输入四位数的年份',
        );
        // What reaches the form is always searched as typed: never moved to a bound, never dropped.
        const year = parseAdvancedYear(String(n), bounds);
        if (year !== null) expect(yearRange(year, year, bounds)).toEqual([String(n)]);
      }),
      { numRuns: 500 },
    );
  });
  it('gives Y, type, language and QJ filters', () => {
    expect(
      advancedSearchFilters(
        { items: [], yearFrom: 2024, yearTo: 2025, types: [1, 2], language: 'zh', indexTags: ['CSSCI'] },
        bounds,
      ),
    ).toEqual({
      Y: ['2024', '2025'],
      type: ['1', '2'],
      language: ['zh'],
      QJ: ['CSSCI'],
    });
  });
  it('drops the author aggregation when only standards, regulations or policies are chosen', () => {
    const ags = [
      { code: 'A', size: 5 },
      { code: 'Y', size: 5 },
    ];
    expect(advancedSearchAggs(ags, { types: [6, 8] }).map((a) => a.code)).toEqual(['Y']);
    expect(advancedSearchAggs(ags, { types: [1, 6] }).map((a) => a.code)).toEqual(['A', 'Y']);
  });
});
