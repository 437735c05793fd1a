import { z } from '../validation/zod';

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

const storedSelection = z.array(
  z.object({
    id: z.union([z.string(), z.number()]).transform(String),
    type: z.number(),
    isChecked: z.boolean().default(true),
  }),
);

/** Reads the stored selection; anything unreadable counts as an empty selection. */
export function parseStoredSelection(text: string | null | undefined): SelectedItem[] {
  if (!text) return [];
  try {
    const parsed = storedSelection.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function serialiseSelection(selection: readonly SelectedItem[]): string {
  return JSON.stringify(selection);
}
