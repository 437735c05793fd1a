import { expect, it } from 'vitest';
import { validateBatchCitation } from './batchCitation';

it('asks for a selection first', () => {
  expect(validateBatchCitation([])).toEqual({ ok: false, message: '请选择文献' });
  expect(validateBatchCitation([{ id: 1, type: 1, isChecked: false }])).toEqual({ ok: false, message: '请选择文献' });
});
it('accepts only types 1, 2, 3, 5, 6', () => {
  for (const type of [1, 2, 3, 5, 6]) expect(validateBatchCitation([{ id: 'x', type }]).ok).toBe(true);
  for (const type of [0, 4, 7, 8, 18, 51, 10001]) {
    expect(validateBatchCitation([{ id: 'x', type }])).toEqual({
      ok: false,
      message: '目前仅支持期刊，学位，会议，专利，标准的批量引用',
    });
  }
});
it('refuses a mixed selection and ignores unchecked items', () => {
  expect(
    validateBatchCitation([
      { id: 1, type: 1 },
      { id: 2, type: 4 },
    ]).ok,
  ).toBe(false);
  expect(
    validateBatchCitation([
      { id: 1, type: 1 },
      { id: 2, type: 4, isChecked: false },
    ]),
  ).toEqual({
    ok: true,
    items: [{ id: 1, type: 1 }],
  });
});
