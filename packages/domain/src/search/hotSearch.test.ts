import fc from 'fast-check';
import { expect, it } from 'vitest';
import { rankHotSearch } from './hotSearch';

const item = (id: number, currentCount: number, lastWeekCount: number) => ({
  id,
  searchText: `词${id}`,
  currentCount,
  lastWeekCount,
});

it('sorts by current count, marks the top 3 and compares with last week', () => {
  const ranked = rankHotSearch([item(1, 5, 5), item(2, 50, 10), item(3, 20, 30), item(4, 40, 40), item(5, 20, 1)]);
  expect(ranked.map((r) => r.item.id)).toEqual([2, 4, 3, 5, 1]);
  expect(ranked.map((r) => r.isTop3)).toEqual([true, true, true, false, false]);
  expect(ranked.map((r) => r.trend)).toEqual(['rise', 'flat', 'fall', 'rise', 'flat']);
  expect(ranked.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
});
it('always yields a non-increasing count order', () => {
  fc.assert(
    fc.property(fc.array(fc.tuple(fc.nat(), fc.nat())), (counts) => {
      const ranked = rankHotSearch(counts.map(([c, l], i) => item(i, c, l)));
      for (let i = 1; i < ranked.length; i += 1) {
        expect(ranked[i - 1]!.item.currentCount).toBeGreaterThanOrEqual(ranked[i]!.item.currentCount);
      }
    }),
  );
});
