export { HotSearchList, type HotSearchListProps } from './HotSearchList';
export type { HotSearchEntry } from './hotSearchRanking';
