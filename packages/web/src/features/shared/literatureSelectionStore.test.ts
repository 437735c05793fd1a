import { describe, expect, it, vi } from 'vitest';
import { literatureSelectionStorageKey, parseStoredSelection } from '@wenxian/domain';
import { createLiteratureSelectionStore, noSelection, type SelectionStorage } from './literatureSelectionStore';

function memoryStorage(initial: Record<string, string> = {}): SelectionStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const key = literatureSelectionStorageKey;
const journal = { id: 'J1', type: 1 };
const thesis = { id: 'D2', type: 2 };

describe('literature selection store', () => {
  it('writes every change to storage under the domain key, so a new store (a reload) sees it', () => {
    const storage = memoryStorage();
    const store = createLiteratureSelectionStore(storage);
    store.toggle(journal, true);
    store.toggle(thesis, true);
    expect(parseStoredSelection(storage.data.get(key))).toEqual([
      { ...journal, isChecked: true },
      { ...thesis, isChecked: true },
    ]);
    const reloaded = createLiteratureSelectionStore(storage);
    expect(reloaded.getSnapshot().map((s) => s.id)).toEqual(['J1', 'D2']);
  });

  it('unchecking removes the item; clearing removes the key', () => {
    const storage = memoryStorage();
    const store = createLiteratureSelectionStore(storage);
    store.toggle(journal, true);
    store.toggle(thesis, true);
    store.toggle(journal, false);
    expect(store.getSnapshot()).toEqual([{ ...thesis, isChecked: true }]);
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(storage.data.has(key)).toBe(false);
  });

  it('keeps the same snapshot array until the selection changes', () => {
    const store = createLiteratureSelectionStore(memoryStorage());
    store.toggle(journal, true);
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.toggle(thesis, true);
    expect(store.getSnapshot()).not.toBe(first);
  });

  it("answers an empty selection with the one array the server renders, so hydration reads the server's snapshot", () => {
    expect(createLiteratureSelectionStore(memoryStorage()).getSnapshot()).toBe(noSelection);
    expect(createLiteratureSelectionStore(null).getSnapshot()).toBe(noSelection);
    const store = createLiteratureSelectionStore(memoryStorage());
    store.toggle(journal, true);
    store.toggle(journal, false);
    expect(store.getSnapshot()).toBe(noSelection);
    store.toggle(journal, true);
    store.clear();
    expect(store.getSnapshot()).toBe(noSelection);
  });

  it('tells subscribers about changes, and stops after unsubscribing', () => {
    const store = createLiteratureSelectionStore(memoryStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.toggle(journal, true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('picks up a change written to storage elsewhere (another tab) on refresh', () => {
    const storage = memoryStorage();
    const store = createLiteratureSelectionStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    storage.setItem(key, JSON.stringify([{ id: 'P9', type: 5, isChecked: true }]));
    store.refresh();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual([{ id: 'P9', type: 5, isChecked: true }]);
    store.refresh();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reads unreadable stored text as an empty selection and replaces it on the next click', () => {
    const storage = memoryStorage({ [key]: '{not json' });
    const store = createLiteratureSelectionStore(storage);
    expect(store.getSnapshot()).toEqual([]);
    store.toggle(journal, true);
    expect(JSON.parse(storage.data.get(key) ?? '')).toEqual([{ ...journal, isChecked: true }]);
  });

  it('keeps the selection in memory when storage refuses writes (quota, private mode)', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const store = createLiteratureSelectionStore(storage);
    store.toggle(journal, true);
    store.toggle(thesis, true);
    expect(store.getSnapshot().map((s) => s.id)).toEqual(['J1', 'D2']);
  });

  it('works without storage at all', () => {
    const store = createLiteratureSelectionStore(null);
    store.toggle(journal, true);
    expect(store.getSnapshot()).toEqual([{ ...journal, isChecked: true }]);
  });

  it('keeps a selection of the same id under two types apart (the domain matches id and type)', () => {
    const store = createLiteratureSelectionStore(memoryStorage());
    store.toggle({ id: 'X1', type: 1 }, true);
    store.toggle({ id: 'X1', type: 5 }, true);
    store.toggle({ id: 'X1', type: 1 }, false);
    expect(store.getSnapshot()).toEqual([{ id: 'X1', type: 5, isChecked: true }]);
  });
});
