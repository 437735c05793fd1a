import { lazy } from 'react';
import { findLiteratureType, type NamedDocument, type SelectedItem } from '@wenxian/domain';
import { openModal } from '../shared/modalSlice';
import type { DialogHosts } from '../shared/modalRegistry';
import type { CitationTarget } from './citationTexts';

export const CITATION_MODAL = 'citation' as const;

declare module '../shared/modalRegistry' {
  interface ModalProps {
    [CITATION_MODAL]: CitationTarget;
  }
}

export const citationDialogHosts: DialogHosts<typeof CITATION_MODAL> = {
  [CITATION_MODAL]: lazy(() => import('./CitationHost').then((m) => ({ default: m.CitationHost }))),
};

/**
 * Opens the citation dialog for one literature (its 引用 action) or a checked batch, in the given order.
 * Items of an unknown type (a stale local-storage selection) are left out. Items given with their title (and first
 * author) name the export files; when one lacks it, the export's answer names them.
 */
export function citationOpened(items: readonly (Pick<SelectedItem, 'id' | 'type'> & Partial<NamedDocument>)[]) {
  const target: CitationTarget = { ids: [], types: [] };
  const documents: NamedDocument[] = [];
  for (const item of items) {
    const type = findLiteratureType(item.type);
    if (!type) continue;
    target.ids.push(String(item.id));
    target.types.push(type.code);
    if (item.title) documents.push({ title: item.title, firstAuthor: item.firstAuthor });
  }
  if (documents.length > 0 && documents.length === target.ids.length) target.documents = documents;
  return openModal({ id: CITATION_MODAL, props: target });
}
