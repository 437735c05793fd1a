/**
 * Chinese wording of the site's pages (packages/web) that the specification does not spell out.
 * Spec strings stay in `messages`; these are the project's own (docs/decisions/web.md).
 */
export const pageLabels = {
  home: {
    documentTitle: '文献 - 学术文献检索与知识服务平台',
    heading: '发现学术文献',
    tagline: '期刊 · 学位 · 会议 · 专利 · 标准 · 成果 · 法规 · 报纸 · 政策，一站检索与阅读',
    typesHeading: '文献类型',
    typeEntry: (name: string) => `检索${name}`,
  },
  search: {
    documentTitle: '文献检索',
    resultsLabel: '检索结果',
  },
} as const;

export type PageLabels = typeof pageLabels;
