import { findLiteratureType, type SelectedItem } from '@wenxian/domain';
import { openModal } from '../modal/modalSlice';
import type { CitationTarget } from './citationTexts';

export const CITATION_MODAL = 'citation' as const;

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
