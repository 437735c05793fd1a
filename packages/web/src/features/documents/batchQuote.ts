import { skipToken } from '@reduxjs/toolkit/query/react';
import {
  literatureSelectionStorageKey,
  serialiseSelection,
  validateBatchCitation,
  type LiteratureTypeCode,
  type SelectedItem,
} from '@wenxian/domain';
import { useGetBatchQuoteQuery, type BatchQuoteTarget } from './batchQuoteApi';
import { literatureSelectionStore, useLiteratureSelection } from '../shared/useLiteratureSelection';

/** The checked selection, its batch-citation check (doc 000 §5) and the GB/T 7714 texts once it passes. */
export function useBatchQuote() {
  const { selection } = useLiteratureSelection();
  const check = validateBatchCitation(selection);
  const target: BatchQuoteTarget | null = check.ok
    ? { ids: check.items.map((i) => i.id), types: check.items.map((i) => i.type as LiteratureTypeCode) }
    : null;
  const quote = useGetBatchQuoteQuery(target ?? skipToken);
  return { selection, check, target, quote };
}

/**
 * Writes a new order of the selection (the list editor's moves) and tells the store, which re-reads storage.
 * Storage that refuses writes keeps the old order.
 */
export function reorderSelection(selection: readonly SelectedItem[]): void {
  try {
    window.localStorage.setItem(literatureSelectionStorageKey, serialiseSelection(selection));
  } catch {
    return;
  }
  literatureSelectionStore().refresh();
}

/** The numbered list as one text ("[1] …\n[2] …"), as copied and as the dialog shows it. */
export const numberedText = (texts: readonly string[]) => texts.map((t, i) => `[${i + 1}] ${t}`).join('\n');
