export { ResultItem, type ResultItemProps } from './ResultItem';
export type { ResultLiterature } from './resultMeta';
