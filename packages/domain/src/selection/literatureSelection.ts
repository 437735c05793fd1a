import { isRecord } from '../validation/storedJson';

/** A selected literature item (doc 000 §3): id, type, isChecked. */
export interface SelectedItem {
  id: string;
  type: number;
  isChecked: boolean;
}

/**
 * Selected items on list pages are kept in local storage (doc 000 §2.8); the key is not given,
 * the project uses this one.
 */
export const literatureSelectionStorageKey = 'selectedLiterature';

const sameItem = (a: Pick<SelectedItem, 'id' | 'type'>, b: Pick<SelectedItem, 'id' | 'type'>) =>
  a.id === b.id && a.type === b.type;

/** Checks or unchecks one item; unchecking removes it, checking adds it once at the end. */
export function toggleSelection(
  selection: readonly SelectedItem[],
  item: Pick<SelectedItem, 'id' | 'type'>,
  checked: boolean,
): SelectedItem[] {
  const rest = selection.filter((s) => !sameItem(s, item));
  return checked ? [...rest, { id: item.id, type: item.type, isChecked: true }] : rest;
}

export function isSelected(selection: readonly SelectedItem[], item: Pick<SelectedItem, 'id' | 'type'>): boolean {
  return selection.some((s) => sameItem(s, item) && s.isChecked);
}

/** One stored item: id as a string (older records kept numbers), checked unless stored otherwise. */
function readItem(value: unknown): SelectedItem | null {
  if (!isRecord(value)) return null;
  const { id, type, isChecked = true } = value;
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof type !== 'number') return null;
  return typeof isChecked === 'boolean' ? { id: String(id), type, isChecked } : null;
}

/** Reads the stored selection; anything unreadable counts as an empty selection. */
export function parseStoredSelection(text: string | null | undefined): SelectedItem[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    const items = Array.isArray(parsed) ? parsed.map(readItem) : [null];
    return items.every((item) => item !== null) ? (items as SelectedItem[]) : [];
  } catch {
    return [];
  }
}

export function serialiseSelection(selection: readonly SelectedItem[]): string {
  return JSON.stringify(selection);
}
