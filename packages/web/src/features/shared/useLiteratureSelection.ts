import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { literatureSelectionStorageKey, type SelectedItem } from '@wenxian/domain';
import {
  createLiteratureSelectionStore,
  noSelection,
  type LiteratureSelectionStore,
  type SelectionStorage,
} from './literatureSelectionStore';

function browserStorage(): SelectionStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Access itself throws when storage is blocked.
    return null;
  }
}

let browserStore: LiteratureSelectionStore | null = null;

/** One selection store per page (window.localStorage), shared by the list rows and the batch bar. */
export function literatureSelectionStore(): LiteratureSelectionStore {
  browserStore ??= createLiteratureSelectionStore(browserStorage());
  return browserStore;
}

export type LiteratureSelection = {
  selection: readonly SelectedItem[];
  /** Ids of the checked items, for ResultList's selectedIds. */
  selectedIds: readonly string[];
  toggle: (item: Pick<SelectedItem, 'id' | 'type'>, isChecked: boolean) => void;
  clear: () => void;
};

/** The batch selection kept in local storage; changes made in another tab show here too. */
export function useLiteratureSelection(
  store: LiteratureSelectionStore = literatureSelectionStore(),
): LiteratureSelection {
  const selection = useSyncExternalStore(store.subscribe, store.getSnapshot, () => noSelection);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === literatureSelectionStorageKey) store.refresh();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);

  const toggle = useCallback(
    (item: Pick<SelectedItem, 'id' | 'type'>, isChecked: boolean) => store.toggle(item, isChecked),
    [store],
  );
  const clear = useCallback(() => store.clear(), [store]);
  // The same array until the selection changes, so a memoised result list is not rendered again for nothing.
  const selectedIds = useMemo(() => selection.filter((item) => item.isChecked).map((item) => item.id), [selection]);
  return { selection, selectedIds, toggle, clear };
}
