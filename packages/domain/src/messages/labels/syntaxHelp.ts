/**
 * Captions of the professional search's syntax help panel (field codes of doc 001 §3, operators, quoting): a file of
 * their own, since the panel comes only when a visitor opens it and they come with it (docs/decisions/search.md).
 */
export const syntaxHelpLabels = {
  title: '专业检索语法',
  fields: '字段代码',
  code: '代码',
  field: '字段',
  exactNote: '代码后加 E（如 TE=）为精确匹配',
  operators: '运算符',
  operatorRows: [
    { code: 'AND', text: '并且：两边的条件都要满足' },
    { code: 'OR', text: '或者：满足任意一边即可' },
    { code: 'NOT', text: '不含：排除右边的条件' },
  ],
  operatorNote: '运算符须大写，前后各留一个空格；AND、NOT 先于 OR 计算，可用括号改变顺序（最多 8 层）。',
  quoting: '引号',
  quotingNote: '用引号括起的检索词按原词序整体匹配，引号内可以包含 AND、括号等字符，如 T="深度 学习"。',
  examples: '示例',
  insert: '填入',
  insertNamed: (expression: string) => `填入检索式：${expression}`,
  exampleRows: [
    { expression: 'T=人工智能 AND A=张三', text: '题名含“人工智能”且作者为张三' },
    { expression: 'K=乡村振兴 OR K=数字经济', text: '关键词含任意一个' },
    { expression: '(SU=碳中和 OR SU=碳达峰) NOT J=学报', text: '括号分组，排除刊名含“学报”' },
    { expression: 'TE="深度学习" AND S=清华大学', text: '题名精确匹配，限定机构' },
  ],
} as const;
