/** A hot-search item (doc 000 §3: id, searchText, currentCount, lastWeekCount). */
export type HotSearchEntry = { id: string | number; searchText: string; currentCount: number; lastWeekCount: number };

/** This week against last week. */
export type HotSearchTrend = 'rise' | 'fall' | 'flat';

/** Ranked items with their 1-based rank and trend, in display order (doc 000 §9). */
export function rankHotSearches(items: readonly HotSearchEntry[]) {
  return [...items]
    .sort((a, b) => b.currentCount - a.currentCount)
    .map((item, index) => ({ item, rank: index + 1, trend: trendOf(item) }));
}

function trendOf(item: HotSearchEntry): HotSearchTrend {
  if (item.currentCount > item.lastWeekCount) return 'rise';
  if (item.currentCount < item.lastWeekCount) return 'fall';
  return 'flat';
}
