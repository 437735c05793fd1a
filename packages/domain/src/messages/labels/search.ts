/**
 * Chinese labels of the search and result components that the specification does not spell out
 * (doc 000 §2.6, §2.8 name the parts, not their captions). Spec strings stay in `messages`; these are
 * the project's own wording, chosen as users of such a site would expect (docs/decisions/search-ui.md).
 */
export const searchLabels = {
  /** Why a professional expression cannot be run; shown with the position it points at. */
  expressionErrors: {
    empty: '请输入检索式',
    unknownField: '检索字段代码不存在，请使用字段代码表中的代码（如 T=、K=、A=）',
    emptyValue: '字段代码后缺少检索词',
    unclosedQuote: '引号没有闭合',
    danglingOperator: '运算符后缺少检索条件',
    missingOperand: '此处缺少检索条件',
    missingOperator: '检索条件之间缺少运算符 AND、OR 或 NOT（前后各留一个空格）',
    unclosedParenthesis: '括号没有闭合，缺少“)”',
    unmatchedParenthesis: '多余的“)”，没有与之配对的“(”',
    tooDeep: '括号嵌套不能超过 8 层',
  },
  expressionErrorTitle: '检索式有误',
  /** The expression error's place, e.g. 第 5 个字符. */
  expressionErrorAt: { prefix: '第', suffix: '个字符' },
  topic: {
    inputLabel: '主题检索',
    placeholder: '请输入主题词',
    modeLabel: '检索类型',
    modes: { topic: '主题', organization: '机构', author: '作者', journal: '期刊' },
  },
  organization: {
    inputLabel: '机构检索',
    placeholder: '请输入机构名称',
  },
  advanced: {
    title: '高级检索',
    conditions: '检索条件',
    field: '检索字段',
    text: '检索词',
    operator: '逻辑关系',
    match: '匹配方式',
    exact: '精确',
    fuzzy: '模糊',
    addRow: '添加条件',
    addGroup: '添加条件组',
    removeRow: '删除条件',
    removeGroup: '删除条件组',
    group: '条件组',
    yearRange: '发表年份',
    yearFrom: '起始年份',
    yearTo: '结束年份',
    /** A reversed range is refused on 检索; the same words as the manager's analyses (analysisInputLabels). */
    yearOrder: '起始年份不能晚于结束年份',
    /** A year box holding anything but a four-digit year is refused by the box (the spec gives no words; ours). */
    yearFormat: '请输入四位数的年份',
    /**
     * A four-digit year outside the years the form searches is refused by the box, naming them (the spec gives no
     * words; ours, worded as the box's format message is).
     */
    yearOutOfRange: (first: number, last: number) => `请输入${first}至${last}之间的年份`,
    types: '文献类型',
    language: '语种',
    anyLanguage: '不限',
    languages: { zh: '中文', en: '外文' },
    indexTags: '期刊收录',
    preview: '检索式预览',
    run: '检索',
    reset: '重置条件',
    openProfessional: '以专业检索打开',
    empty: '请至少填写一个检索条件',
  },
  /** /searchhistory (doc 000 §3: records in local storage under timestamp keys). */
  history: {
    documentTitle: '检索历史',
    title: '检索历史',
    intro: '检索历史只保存在本浏览器中，保留最近 100 次检索；同一检索式再次检索时只保留最新一次。',
    listLabel: '检索历史记录',
    time: '检索时间',
    expression: '检索式',
    rerun: '重新检索',
    remove: '删除',
    removeNamed: (expression: string) => `删除检索记录：${expression}`,
    clear: '清空检索历史',
    confirmClear: '确定清空全部检索历史吗？',
    empty: '暂无检索历史',
    goSearch: '去检索',
    advanced: '高级检索',
    hotTitle: '热门检索',
    hotCount: (count: string) => `本周 ${count} 次`,
    actions: '操作',
    save: '保存',
    saveNamed: (expression: string) => `保存检索式：${expression}`,
    saved: '已保存到我的检索式',
    savedSearches: '我的检索式与检索提醒',
    loginToSave: '登录后可保存检索式并设置检索提醒',
  },
  /** Entity searches by name: /journal/search, /author/search, /organization/search, /conference/search. */
  entitySearch: {
    submit: '检索',
    prompt: '请输入检索内容',
    total: (count: number) => `共找到 ${count} 条结果`,
    literatureCount: '发文量',
    citedCount: '被引量',
    journal: {
      documentTitle: '期刊检索',
      title: '期刊检索',
      inputLabel: '期刊检索词',
      placeholder: '输入刊名、ISSN、CN 或主办单位',
      listLabel: '期刊检索结果',
    },
    author: {
      documentTitle: '作者检索',
      title: '作者检索',
      inputLabel: '作者检索词',
      placeholder: '输入作者姓名或所在机构',
      listLabel: '作者检索结果',
    },
    organization: {
      documentTitle: '机构检索',
      title: '机构检索',
      inputLabel: '机构检索词',
      placeholder: '请输入机构名称',
      listLabel: '机构检索结果',
      virtual: '虚拟机构',
    },
    conference: {
      documentTitle: '会议检索',
      title: '会议检索',
      inputLabel: '会议检索词',
      placeholder: '输入会议名称',
      listLabel: '会议检索结果',
    },
  },
  /** /degree/search, /patent, /standard: search restricted to one document type. */
  typedSearch: {
    degree: { documentTitle: '学位论文检索', title: '学位论文检索', regionLabel: '学位论文检索' },
    patent: { documentTitle: '专利检索', title: '专利检索', regionLabel: '专利检索' },
    standard: { documentTitle: '标准检索', title: '标准检索', regionLabel: '标准检索' },
    prompt: '输入检索词后按回车或点击检索；也可以从本周热门检索开始。',
    hot: '热门检索',
    results: '检索结果',
  },
  /** The header's global search dialog (doc 000 §2.3: focusing the header's keyword box opens it). */
  globalSearch: {
    title: '文献检索',
    types: '检索范围',
    allTypes: '全部文献',
    recent: '最近检索',
    recentEmpty: '暂无检索历史，检索后会显示在这里。',
    allHistory: '全部检索历史',
    advanced: '高级检索',
  },
  /** /keyword: the topic page (modes 1 topic, 2/3 organization, 4 author, 5 journal). */
  keywordPage: {
    documentTitle: '主题检索',
    title: '主题检索',
    intro: '按主题、机构、作者或期刊查找，每条结果附发文量。',
    recommended: '热门主题',
    listLabel: (mode: string) => `${mode}检索结果`,
  },
} as const;

export type SearchLabels = typeof searchLabels;
