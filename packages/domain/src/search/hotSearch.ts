/** Hot-search item (doc 000 §3). */
export interface HotSearchItem {
  id: string | number;
  searchText: string;
  currentCount: number;
  lastWeekCount: number;
}

export type HotSearchTrend = 'rise' | 'fall' | 'flat';

export interface RankedHotSearch<T extends HotSearchItem> {
  item: T;
  /** 1-based rank. */
  rank: number;
  /** The top 3 have special icons. */
  isTop3: boolean;
  trend: HotSearchTrend;
}

/** This week against last week. */
export function hotSearchTrend(item: Pick<HotSearchItem, 'currentCount' | 'lastWeekCount'>): HotSearchTrend {
  if (item.currentCount > item.lastWeekCount) return 'rise';
  if (item.currentCount < item.lastWeekCount) return 'fall';
  return 'flat';
}

/**
 * The hot-search list (doc 000 §9): sorted by current count descending (ties keep the server's
 * order), the top 3 marked, each with its rise/fall/flat trend.
 */
export function rankHotSearch<T extends HotSearchItem>(items: readonly T[]): RankedHotSearch<T>[] {
  return [...items]
    .sort((a, b) => b.currentCount - a.currentCount)
    .map((item, index) => ({ item, rank: index + 1, isTop3: index < 3, trend: hotSearchTrend(item) }));
}
