import { useState, type KeyboardEvent } from 'react';

export type ListboxNavigation = {
  /** Index of the option shown as active (aria-activedescendant), or -1 for none. */
  activeIndex: number;
  /** Sets the active option, e.g. on hover. */
  setActiveIndex: (index: number) => void;
  /**
   * Handles ArrowDown/ArrowUp (wrapping), Enter on an active option and Escape. Returns true when the
   * key was consumed, so the caller skips its own Enter handling (submit).
   */
  onKeyDown: (event: KeyboardEvent) => boolean;
};

/**
 * Keyboard model of a combobox popup (WAI-ARIA combobox with listbox): focus stays in the input, the
 * active option moves with the arrows, Enter picks it, Escape closes the popup.
 */
export function useListboxNavigation<T>(
  options: readonly T[],
  {
    listKey,
    onPick,
    onEscape,
  }: {
    /** Names the option list shown (e.g. its kind and query); a new list starts without an active option. */
    listKey: string;
    onPick: (option: T, index: number) => void;
    onEscape: () => void;
  },
): ListboxNavigation {
  const [active, setActive] = useState<{ listKey: string; index: number }>({ listKey, index: -1 });
  const activeIndex = active.listKey === listKey ? active.index : -1;
  const setActiveIndex = (index: number) => setActive({ listKey, index });

  const onKeyDown = (event: KeyboardEvent): boolean => {
    const count = options.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setActiveIndex((activeIndex + 1) % count);
      return true;
    }
    if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setActiveIndex(activeIndex <= 0 ? count - 1 : activeIndex - 1);
      return true;
    }
    if (event.key === 'Enter' && activeIndex >= 0 && activeIndex < count) {
      event.preventDefault();
      onPick(options[activeIndex] as T, activeIndex);
      return true;
    }
    if (event.key === 'Escape') {
      onEscape();
      setActiveIndex(-1);
      return count > 0;
    }
    return false;
  };

  return { activeIndex, setActiveIndex, onKeyDown };
}

/** The id of option `index` in listbox `listboxId`, for aria-activedescendant. */
export function optionId(listboxId: string, index: number): string {
  return `${listboxId}-option-${index}`;
}
