/**
 * Chinese labels of the search box (doc 000 §2.6 names its parts, not their captions): a file of their own because
 * every page with the box needs them and no other search label (docs/decisions/search-ui.md).
 */
export const searchBoxLabels = {
  inputLabel: '检索词',
  placeholder: '请输入检索词',
  professionalPlaceholder: '请输入检索式，如 T=人工智能 AND A=张三',
  submit: '检索',
  fieldSelector: '检索字段',
  basicMode: '基本检索',
  professionalMode: '专业检索',
  modeSwitch: '检索模式',
  professionalHints: '字段与运算符',
  fieldHint: '字段',
  operatorHint: '运算符',
  clear: '清空',
} as const;

export type SearchBoxLabels = typeof searchBoxLabels;
