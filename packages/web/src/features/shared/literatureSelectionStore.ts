import {
  literatureSelectionStorageKey,
  parseStoredSelection,
  serialiseSelection,
  toggleSelection,
  type SelectedItem,
} from '@wenxian/domain';

/** The part of `Storage` the selection needs (window.localStorage in the site, a fake in tests). */
export type SelectionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The batch selection of the list pages (doc 000 §2.8), as an external store React reads with useSyncExternalStore. */
export type LiteratureSelectionStore = {
  /** The current selection; the same array until it changes (safe as a useSyncExternalStore snapshot). */
  getSnapshot(): readonly SelectedItem[];
  subscribe(listener: () => void): () => void;
  /** Checks (adds) or unchecks (removes) one item. */
  toggle(item: Pick<SelectedItem, 'id' | 'type'>, isChecked: boolean): void;
  clear(): void;
  /** Reads storage again and tells the listeners if it changed there (another tab, a story, a test). */
  refresh(): void;
};

/**
 * The empty selection, one array for every store and for the server's render: a page that hydrates with
 * nothing selected reads the same snapshot the server rendered, so React does not render it again at once.
 */
export const noSelection: readonly SelectedItem[] = Object.freeze([]);

const orNoSelection = (items: readonly SelectedItem[]) => (items.length > 0 ? items : noSelection);

/**
 * Keeps the selection in storage under the domain's key, through the domain's rules (toggleSelection,
 * parseStoredSelection, serialiseSelection). Storage is the source of truth, so a reload, a page change or
 * another tab sees the same selection. Storage that cannot be read or written (private mode, quota, blocked)
 * never loses a click: the selection then lives in memory for this page view.
 */
export function createLiteratureSelectionStore(
  storage: SelectionStorage | null,
  key: string = literatureSelectionStorageKey,
): LiteratureSelectionStore {
  const listeners = new Set<() => void>();
  let isDetached = storage === null;
  let lastRaw: string | null = null;
  let selection: readonly SelectedItem[] = noSelection;

  const readRaw = (): string | null => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      isDetached = true;
      return lastRaw;
    }
  };

  /** Takes storage's text into `selection`; true when that changed what is selected. */
  const sync = (): boolean => {
    if (isDetached) return false;
    const raw = readRaw();
    if (raw === lastRaw) return false;
    lastRaw = raw;
    const next = parseStoredSelection(raw);
    if (serialiseSelection(next) === serialiseSelection(selection)) return false;
    selection = orNoSelection(next);
    return true;
  };

  const notify = () => listeners.forEach((listener) => listener());

  const commit = (next: readonly SelectedItem[]) => {
    selection = orNoSelection(next);
    if (!isDetached && storage) {
      const raw = next.length > 0 ? serialiseSelection(next) : null;
      try {
        if (raw === null) storage.removeItem(key);
        else storage.setItem(key, raw);
        lastRaw = raw;
      } catch {
        // Quota or a blocked storage: keep the selection in memory rather than drop the click.
        isDetached = true;
      }
    }
    notify();
  };

  sync();

  return {
    getSnapshot: () => {
      sync();
      return selection;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toggle: (item, isChecked) => {
      sync();
      commit(toggleSelection(selection, item, isChecked));
    },
    clear: () => commit([]),
    refresh: () => {
      if (sync()) notify();
    },
  };
}
