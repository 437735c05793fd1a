export { messages, type Messages } from './messages';
export { shellLabels, type ShellLabels } from './labels/shell';
export { searchLabels, type SearchLabels } from './labels/search';
export {
  batchLabels,
  facetLabels,
  paginationLabels,
  resultLabels,
  searchPageLabels,
  sortLabels,
} from './labels/searchResults';
export { syntaxHelpLabels } from './labels/syntaxHelp';
export { searchBoxLabels, type SearchBoxLabels } from './labels/searchBox';
export { hotSearchLabels, type HotSearchLabels } from './labels/hotSearch';
export { journalTagLabels, type JournalTagLabels } from './labels/journalTags';
export { dialogLabels, type DialogLabels, type ActionVerb } from './labels/dialogs';
export { formatLabels, type FormatLabels } from './labels/format';
export { pageLabels, type PageLabels } from './labels/pages';
export { documentLabels, type DocumentLabels } from './labels/documents';
export { downloadFlowLabels, type DownloadFlowLabels } from './labels/downloadFlow';
export { managerLabels, managerAnalyses, type ManagerLabels, type ManagerAnalysisKey } from './labels/manager';
export { conferenceLabels, type ConferenceLabels } from './labels/conference';
export { accountLabels, type AccountLabels } from './labels/accounts';
export { aiLabels, type AiLabels } from './labels/ai';
export { entityLabels, type EntityLabels } from './labels/entities';
export { productLabels, type ProductLabels } from './labels/products';
export { contentLabels, type ContentLabels } from './labels/content';
