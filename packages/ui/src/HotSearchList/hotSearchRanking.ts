import { rankHotSearch, type HotSearchItem, type HotSearchTrend } from '@wenxian/domain';

/** A hot-search item (doc 000 §3: id, searchText, currentCount, lastWeekCount). */
export type HotSearchEntry = HotSearchItem;
export type { HotSearchTrend };

/** Ranked items with rank, top-3 flag and trend, in display order (the domain rule of doc 000 §9). */
export const rankHotSearches = rankHotSearch<HotSearchEntry>;
