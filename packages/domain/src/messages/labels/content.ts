/** Wording of the help centre, news, about-us and information pages (the project's own, docs/decisions/content.md). */
export const contentLabels = {
  outline: '目录',
  helpCenter: {
    title: '帮助中心',
    searchLabel: '搜索帮助',
    searchPlaceholder: '输入问题关键词，如“下载”“发票”',
    search: '搜索',
    advancedSearch: '高级搜索',
    advancedTitle: '高级搜索',
    column: '栏目',
    allColumns: '全部栏目',
    titleOnly: '仅搜索标题',
    results: (n: number, k: string) => `“${k}”共找到 ${n} 条结果`,
    noResults: '没有找到相关问题，换个关键词试试',
    emptyKeyword: '请输入内容',
    kinds: { application: '使用指南', cooperation: '合作服务', question: '常见问题' } as Record<
      'application' | 'cooperation' | 'question',
      string
    >,
    backToList: '返回列表',
    related: '相关问题',
    contactUs: '没有找到答案？联系客服',
  },
  news: {
    title: '新闻动态',
    chair: '讲座与培训',
    list: '新闻资讯',
    publishTime: (d: string) => `发布时间：${d}`,
    hot: '热门资讯',
    prev: '上一篇',
    next: '下一篇',
  },
  about: {
    title: '关于我们',
    nav: {
      as: '公司简介',
      contact: '联系我们',
      agreement: '用户服务协议',
      ps: '隐私政策',
      cc: '版权声明',
      cso: '客户服务',
      fl: '友情链接',
    } as Record<'as' | 'contact' | 'agreement' | 'ps' | 'cc' | 'cso' | 'fl', string>,
  },
  info: {
    ks: '知识服务',
    crc: '版权合作',
    system: '系统公告',
    pageTmp: '专题页',
  },
} as const;

export type ContentLabels = typeof contentLabels;
