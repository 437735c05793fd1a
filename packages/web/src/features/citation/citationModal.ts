import { lazy } from 'react';
import { findLiteratureType, type SelectedItem } from '@wenxian/domain';
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
 * Items of an unknown type (a stale local-storage selection) are left out.
 */
export function citationOpened(items: readonly Pick<SelectedItem, 'id' | 'type'>[]) {
  const target: CitationTarget = { ids: [], types: [] };
  for (const item of items) {
    const type = findLiteratureType(item.type);
    if (!type) continue;
    target.ids.push(String(item.id));
    target.types.push(type.code);
  }
  return openModal({ id: CITATION_MODAL, props: target });
}
