import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  advancedSearchAggs,
  advancedSearchConditions,
  advancedSearchExpression,
  advancedSearchFilters,
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
  it('reads a four-digit year from a year box, and an empty box as an open end', () => {
    expect(parseAdvancedYear('2020')).toBe(2020);
    expect(parseAdvancedYear(' 1998 ')).toBe(1998);
    expect(parseAdvancedYear('２０２４')).toBe(2024);
    expect(parseAdvancedYear('')).toBeNull();
    expect(advancedYearTextError('2020')).toBeNull();
    expect(advancedYearTextError('２０２４')).toBeNull();
    expect(advancedYearTextError('')).toBeNull();
    expect(advancedYearTextError('  ')).toBeNull();
  });
  it('refuses anything else in a year box instead of reading it as an open end', () => {
    for (const text of ['202', '20', '20245', '0999', '2O24', '2024年', '20 24', '-202', '2e3', '二〇二四']) {
      expect(advancedYearTextError(text), text).toBe('请输入四位数的年份');
      expect(parseAdvancedYear(text), text).toBeNull();
    }
  });
  it('a year box holds a year, an open end or a refusal, for any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (text) => {
        const year = parseAdvancedYear(text);
        const error = advancedYearTextError(text);
        if (year !== null) {
          expect(error).toBeNull();
          expect(Number.isInteger(year) && year >= 1000 && year <= 9999).toBe(true);
        } else expect(error === null).toBe(text.trim() === '');
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), (n) => {
        const isYear = n >= 1000 && n <= 9999;
        expect(parseAdvancedYear(String(n))).toBe(isYear ? n : null);
        expect(advancedYearTextError(` ${n} `)).toBe(isYear ? null : '请输入四位数的年份');
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
