/** Search field codes (doc 001 §3, "Code table: search fields"). CPC is never offered. */
export const searchFields = [
  { code: 'U', label: '任意字段' },
  { code: 'SU', label: '主题词' },
  { code: 'M', label: '题名或关键词' },
  { code: 'T', label: '题名' },
  { code: 'K', label: '关键词' },
  { code: 'R', label: '文摘' },
  { code: 'A', label: '作者' },
  { code: 'F', label: '第一作者' },
  { code: 'S', label: '机构' },
  { code: 'J', label: '刊名' },
  { code: 'C', label: '分类号' },
  { code: 'E', label: '学科分类号' },
  { code: 'D', label: 'DOI' },
  { code: 'FU', label: '基金' },
  { code: 'PT', label: '专利名称' },
  { code: 'ST', label: '标准名称' },
] as const;

export type SearchField = (typeof searchFields)[number];
export type SearchFieldCode = SearchField['code'];

/** The default chosen search type: label any field, value U (doc 000 §3). */
export const defaultSearchField: SearchField = searchFields[0];

/** Expression-field options from the server drop the CPC value (doc 000 §5). */
export function withoutCpc<T extends { value: string }>(options: readonly T[]): T[] {
  return options.filter((o) => o.value !== 'CPC');
}
