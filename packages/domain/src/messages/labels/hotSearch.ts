/** Chinese labels of the hot search list beside the home page's box (doc 000 §2.6): the trend of each word. */
export const hotSearchLabels = {
  rank: '排名',
  rise: '上升',
  fall: '下降',
  flat: '持平',
  searchCount: '本周检索次数',
} as const;

export type HotSearchLabels = typeof hotSearchLabels;
