import { expect, it } from 'vitest';
import { searchRecordOf } from './behaviourLog';

const found = { expression: 'U=机器学习', total: 42 };

it('records a one-box search as typed, a professional one as its expression, anything else as evaluated', () => {
  expect(searchRecordOf({ conditions: [{ searchField: 'U', content: ' 机器学习 ' }] }, found)).toEqual({
    expression: '机器学习',
    total: 42,
  });
  const typed = 'T=深度学习 AND A=张伟';
  expect(
    searchRecordOf({ conditions: [{ searchField: 'U', content: typed }], expression: typed, type: 1 }, found),
  ).toEqual({ expression: typed, total: 42, type: 1 });
  const advanced = { expression: 'SU=乡村振兴 AND K=发展', total: 3 };
  expect(
    searchRecordOf(
      {
        conditions: [
          { searchField: 'SU', content: '乡村振兴' },
          { searchField: 'K', content: '发展', logicalOperator: 'AND' },
        ],
      },
      advanced,
    ).expression,
  ).toBe(advanced.expression);
  expect(
    searchRecordOf({ conditions: [{ searchField: 'T', content: '深度学习', exact: true }] }, found).expression,
  ).toBe(found.expression);
});
