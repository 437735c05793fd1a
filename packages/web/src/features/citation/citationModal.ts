import type { SelectedItem } from '@wenxian/domain';
import { openModal } from '../modal/modalSlice';

export const CITATION_MODAL = 'citation';

/** Opens the citation dialog for one literature (its 引用 action) or a checked batch, in the given order. */
export function citationOpened(items: readonly Pick<SelectedItem, 'id' | 'type'>[]) {
  return openModal({ id: CITATION_MODAL, props: { ids: items.map((item) => String(item.id)), types: items.map((item) => item.type) } });
}
