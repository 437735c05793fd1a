import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isSelected,
  parseStoredSelection,
  serialiseSelection,
  toggleSelection,
  type SelectedItem,
} from './literatureSelection';

describe('literature selection', () => {
  it('adds once and removes on uncheck, telling types apart', () => {
    let s: SelectedItem[] = [];
    s = toggleSelection(s, { id: '1', type: 1 }, true);
    s = toggleSelection(s, { id: '1', type: 1 }, true);
    s = toggleSelection(s, { id: '1', type: 5 }, true);
    expect(s).toEqual([
      { id: '1', type: 1, isChecked: true },
      { id: '1', type: 5, isChecked: true },
    ]);
    s = toggleSelection(s, { id: '1', type: 1 }, false);
    expect(isSelected(s, { id: '1', type: 1 })).toBe(false);
    expect(isSelected(s, { id: '1', type: 5 })).toBe(true);
  });
  it('reads stored selections defensively', () => {
    expect(parseStoredSelection(null)).toEqual([]);
    expect(parseStoredSelection('{oops')).toEqual([]);
    expect(parseStoredSelection('[{"id":7,"type":2}]')).toEqual([{ id: '7', type: 2, isChecked: true }]);
    expect(parseStoredSelection('[{"id":7,"type":"2"}]')).toEqual([]);
    expect(parseStoredSelection('{"id":7,"type":2}')).toEqual([]);
    fc.assert(fc.property(fc.json(), (text) => void parseStoredSelection(text)));
  });
  it('round-trips through storage', () => {
    const item = fc.record({ id: fc.string(), type: fc.integer(), isChecked: fc.boolean() });
    fc.assert(
      fc.property(fc.array(item), (selection) => {
        expect(parseStoredSelection(serialiseSelection(selection))).toEqual(selection);
      }),
    );
  });
});
