import { expect, it } from 'vitest';
import { displayDate } from './displayDate';

it.each([
  [null, '未知'],
  [undefined, '未知'],
  ['', '未知'],
  ['  ', '未知'],
  ['1600-01-01', '未知'],
  [16000101, '未知'],
  ['Unknown', '未知'],
  ['2024-05-06', '2024-05-06'],
  [' 2024 ', '2024'],
  ['1601-01-01', '1601-01-01'],
])('%s → %s', (value, shown) => {
  expect(displayDate(value)).toBe(shown);
});
