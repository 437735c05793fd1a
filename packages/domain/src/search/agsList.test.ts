import { expect, it } from 'vitest';
import { filterAgsList } from './agsList';

const ags = [
  { code: 'Y', size: 5 },
  { code: 'A', size: 5 },
  { code: 'type', size: 10, extra: 1 },
];

it('drops A entries when only author-less types are selected', () => {
  expect(filterAgsList(ags, [6]).map((a) => a.code)).toEqual(['Y', 'type']);
  expect(filterAgsList(ags, [6, 51]).map((a) => a.code)).toEqual(['Y', 'type']);
});
it('keeps A entries otherwise', () => {
  expect(filterAgsList(ags, [1, 6])).toEqual(ags);
  expect(filterAgsList(ags, [])).toEqual(ags);
});
