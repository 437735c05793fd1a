import type { Key, ReactNode } from 'react';
import { Heading, List, Option } from '../SuggestionList.styles';
import { optionId } from '../useListboxNavigation';

export type ListboxProps<T> = {
  /** Id of the listbox; the input points at it with aria-controls, and option ids derive from it. */
  id: string;
  /** Caption above the options; it also names the listbox. */
  title: ReactNode;
  /** The options, in display order. */
  items: readonly T[];
  /** Stable key of an item. */
  getKey: (item: T) => Key;
  /** Index of the active option (keyboard or hover), -1 for none. */
  activeIndex: number;
  /** Hover moves the active option. */
  onActiveIndexChange?: (index: number) => void;
  /** An option was picked with the mouse (the keyboard picks through the input). */
  onSelect: (item: T) => void;
  /** What an option shows. */
  renderOption: (item: T) => ReactNode;
  /** Data attributes of an option element (e.g. its rank). */
  getOptionData?: (item: T) => Record<`data-${string}`, string | number>;
};

/**
 * A captioned listbox for a search popup (suggestions, hot searches): options stay unfocusable, as
 * the combobox input keeps focus and points at the active option with aria-activedescendant.
 */
export function Listbox<T>({
  id,
  title,
  items,
  getKey,
  activeIndex,
  onActiveIndexChange,
  onSelect,
  renderOption,
  getOptionData,
}: ListboxProps<T>) {
  const titleId = `${id}-title`;
  return (
    <>
      <Heading id={titleId}>{title}</Heading>
      <List role="listbox" id={id} aria-labelledby={titleId}>
        {items.map((item, index) => (
          // Keyboard selection happens in the combobox input (aria-activedescendant), so options
          // only take pointer input.
          <Option
            key={getKey(item)}
            id={optionId(id, index)}
            role="option"
            aria-selected={index === activeIndex}
            $isActive={index === activeIndex}
            {...getOptionData?.(item)}
            // Keep focus in the input while clicking.
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => onActiveIndexChange?.(index)}
            onClick={() => onSelect(item)}
          >
            {renderOption(item)}
          </Option>
        ))}
      </List>
    </>
  );
}
