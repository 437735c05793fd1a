export { CitationDialog, type CitationDialogProps, type CitationText, type CitationLoadStatus } from './CitationDialog';
