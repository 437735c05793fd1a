/**
 * Chinese labels of the search results page and its parts (doc 000 §2.6, §2.8 name the parts, not their
 * captions): each part's own object, so a page carries only the captions of the parts it shows. Spec strings
 * stay in `messages`; these are the project's own wording (docs/decisions/search-ui.md).
 */

export const searchPageLabels = {
  /** The button that opens the professional search's syntax help. */
  syntaxHelpToggle: '检索式语法',
  searchRegion: '文献检索',
  pageSize: '每页显示',
  pageSizeSuffix: '条',
  typeTabs: '文献类型',
  allTypes: '全部',
  /** How chosen facet values combine (doc 000 §9 is silent; CNKI's reading). */
  facetLogic: '同一组内选中的条件为“或”，不同组之间为“且”',
  /**
   * The results page's heading, read out rather than shown (the search box and the type tabs show what was
   * searched): the words searched and the type chosen, as the conference search names its results.
   */
  heading: (text: string, typeName: string | undefined) => `${text ? `“${text}”的` : ''}${typeName ?? '文献'}检索结果`,
} as const;

export const facetLabels = {
  panelLabel: '筛选',
  more: '更多',
  less: '收起',
  expand: '展开',
  collapse: '折叠',
  selected: '已选条件',
  remove: '移除',
  clearAll: '清除全部',
  /** Captions of the facet groups by condition filter (doc 001 §3 condition filters). */
  groups: {
    type: '文献类型',
    year: '发表年份',
    subject: '学科',
    topic: '主题',
    author: '作者',
    organization: '机构',
    journal: '期刊',
    qualityJournals: '核心期刊',
    language: '语种',
    thesisType: '学位类型',
    standardType: '标准类型',
    standardStatus: '标准状态',
  },
} as const;

export const resultLabels = {
  listLabel: '检索结果',
  select: '选择',
  authors: '作者',
  source: '来源',
  year: '年份',
  cited: '被引',
  downloaded: '下载',
  oa: 'OA',
  oaFull: '开放获取',
  download: '下载',
  read: '在线阅读',
  cite: '引用',
  collect: '收藏',
  collected: '已收藏',
  /** A patent's authors are its inventors: the name a scholar looks for on a patent (docs/decisions/search-ui.md). */
  inventors: '发明人',
  applicant: '申请人',
  patentNumber: '申请号',
  /** A patent's publication date (公开日); other types name their date as below (docs/decisions/search-ui.md). */
  publicationDate: '公开日',
  /** The date a standard, law or policy was issued. */
  issuedDate: '发布日期',
  /** A newspaper issue's date. */
  newspaperDate: '出版日期',
  standardNumber: '标准号',
  standardStatus: '状态',
  university: '授予单位',
  degree: '学位',
  conference: '会议名称',
  newspaper: '报纸',
  issuer: '发布机构',
  completedBy: '完成单位',
  reportUnit: '报告单位',
} as const;

export const sortLabels = {
  label: '排序',
  relevance: '相关度',
  date: '发表时间',
  cited: '被引量',
  downloaded: '下载量',
  ascending: '升序',
  descending: '降序',
  totalPrefix: '共找到',
  totalSuffix: '条结果',
} as const;

export const paginationLabels = {
  label: '分页',
  previous: '上一页',
  next: '下一页',
  page: '第',
  pageSuffix: '页',
  jumpTo: '跳至',
  go: '确定',
  ellipsis: '…',
  /** 跳至 a page that is not one of the results: the reader's words for its own page field (wording decided here). */
  pageOutOfRange: (last: number) => `请输入 1 到 ${last} 之间的页码`,
} as const;

export const batchLabels = {
  barLabel: '批量操作',
  selectedPrefix: '已选',
  selectedSuffix: '篇',
  cite: '批量引用',
  clear: '清除',
  review: '批量综述',
} as const;
