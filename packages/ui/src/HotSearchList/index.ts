export { HotSearchList, type HotSearchListProps } from './HotSearchList';
export { rankHotSearches, type HotSearchEntry, type HotSearchTrend } from './hotSearchRanking';
