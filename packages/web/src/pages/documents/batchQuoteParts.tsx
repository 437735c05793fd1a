import styled from 'styled-components';
import { skipToken } from '@reduxjs/toolkit/query/react';
import {
  literatureSelectionStorageKey,
  serialiseSelection,
  validateBatchCitation,
  type LiteratureTypeCode,
  type SelectedItem,
} from '@wenxian/domain';
import { useGetBatchQuoteQuery, type BatchQuoteTarget } from '../../features/documents/batchQuoteApi';
import { literatureSelectionStore, useLiteratureSelection } from '../../features/selection/useLiteratureSelection';

export const QuoteFrame = styled.div`
  width: 110rem;
  max-width: 100%;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} ${theme.space.xxl}`};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.text};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export const QuoteList = styled.ol`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${({ theme }) => theme.space.sm};
    line-height: 1.6;
    overflow-wrap: anywhere;
  }
  li > span:first-child {
    flex: 1 1 40rem;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
`;

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
