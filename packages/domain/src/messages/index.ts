export { messages, type Messages } from './messages';
export { shellLabels, type ShellLabels } from './labels/shell';
export { searchLabels, type SearchLabels } from './labels/search';
export { journalTagLabels, type JournalTagLabels } from './labels/journalTags';
export { dialogLabels, type DialogLabels, type ActionVerb } from './labels/dialogs';
export { formatLabels, type FormatLabels } from './labels/format';
export { pageLabels, type PageLabels } from './labels/pages';
export { downloadFlowLabels, type DownloadFlowLabels } from './labels/downloadFlow';
