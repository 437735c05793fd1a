export {
  GlobalSearchDialog,
  defaultGlobalSearchTypes,
  type GlobalSearchDialogProps,
  type GlobalSearchRecent,
  type GlobalSearchSubmission,
  type GlobalSearchType,
} from './GlobalSearchDialog';
