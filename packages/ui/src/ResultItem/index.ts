export { ResultItem, type ResultItemProps } from './ResultItem';
export { resultMeta, type ResultLiterature, type MetaEntry } from './resultMeta';
export { sanitizeHighlight, plainText } from './sanitizeHighlight';
