import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { literatureSelectionStorageKey } from '@wenxian/domain';
import { createLiteratureSelectionStore, type SelectionStorage } from './literatureSelectionStore';
import { useLiteratureSelection } from './useLiteratureSelection';

function memoryStorage(): SelectionStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('useLiteratureSelection', () => {
  it('re-renders with toggles and clears, giving the checked ids for the result list', () => {
    const store = createLiteratureSelectionStore(memoryStorage());
    const { result } = renderHook(() => useLiteratureSelection(store));
    expect(result.current.selectedIds).toEqual([]);
    act(() => result.current.toggle({ id: 'J1', type: 1 }, true));
    act(() => result.current.toggle({ id: 'D2', type: 2 }, true));
    expect(result.current.selectedIds).toEqual(['J1', 'D2']);
    act(() => result.current.clear());
    expect(result.current.selection).toEqual([]);
  });

  it('follows a change another tab makes (the storage event of the selection key)', () => {
    const storage = memoryStorage();
    const store = createLiteratureSelectionStore(storage);
    const { result } = renderHook(() => useLiteratureSelection(store));
    storage.setItem(literatureSelectionStorageKey, JSON.stringify([{ id: 'P5', type: 5, isChecked: true }]));
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: literatureSelectionStorageKey })));
    expect(result.current.selectedIds).toEqual(['P5']);
  });
});
