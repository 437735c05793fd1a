import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { SuggestionList, type SuggestionOption } from './SuggestionList';
import { Popup } from './SuggestionList.styles';
import { VisuallyHidden } from '../VisuallyHidden';
import { optionId, useListboxNavigation } from './useListboxNavigation';
import { useSuggestions, type SuggestionLoader } from './useSuggestions';

const Anchor = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
`;

const Input = styled.input`
  width: 100%;
  height: 4.4rem;
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.font.size.lg};
  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  &:disabled {
    background: ${({ theme }) => theme.color.surfaceAlt};
    cursor: not-allowed;
  }
`;

export type SuggestionComboboxProps = {
  /** Accessible name of the input. */
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  /** Suggestions for the typed text (debounced, stale replies dropped). */
  loadSuggestions?: SuggestionLoader<SuggestionOption>;
  /** A suggestion was picked (click or ArrowDown + Enter). */
  onPick: (item: SuggestionOption) => void;
  /** Enter without an active suggestion. */
  onEnter: () => void;
  /** Caption of the suggestion list. */
  listTitle?: string;
  disabled?: boolean;
  /** Marks the input invalid and points at the message that says why. */
  errorId?: string;
  /** Rendered under the input (e.g. the warning). */
  children?: ReactNode;
};

/**
 * A text input with suggestions (WAI-ARIA combobox): the topic and organization search boxes share
 * it. Suggestions follow the global box's rules: 100 ms debounce, stale replies dropped, silent failure.
 */
export function SuggestionCombobox({
  label,
  placeholder,
  value,
  onChange,
  loadSuggestions,
  onPick,
  onEnter,
  listTitle,
  disabled = false,
  errorId,
  children,
}: SuggestionComboboxProps) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [isOpen, setIsOpen] = useState(false);
  const suggestions = useSuggestions(loadSuggestions, value, { isEnabled: isOpen && !disabled });
  const isExpanded = isOpen && suggestions.length > 0;
  const pick = (item: SuggestionOption) => {
    setIsOpen(false);
    onPick(item);
  };
  const navigation = useListboxNavigation(isExpanded ? suggestions : [], {
    listKey: `${isExpanded}:${value}`,
    onPick: pick,
    onEscape: () => setIsOpen(false),
  });

  return (
    <Anchor>
      <VisuallyHidden as="label" htmlFor={`${id}-input`}>
        {label}
      </VisuallyHidden>
      <Input
        id={`${id}-input`}
        type="text"
        role="combobox"
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={isExpanded}
        aria-controls={listboxId}
        aria-activedescendant={
          isExpanded && navigation.activeIndex >= 0 ? optionId(listboxId, navigation.activeIndex) : undefined
        }
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => {
          onChange(event.target.value);
          setIsOpen(true);
        }}
        onFocus={() => setIsOpen(true)}
        onBlur={() => setIsOpen(false)}
        onKeyDown={(event) => {
          if (event.nativeEvent.isComposing) return;
          if (navigation.onKeyDown(event)) return;
          if (event.key === 'Enter') {
            event.preventDefault();
            setIsOpen(false);
            onEnter();
          } else if (event.key === 'ArrowDown') {
            setIsOpen(true);
          }
        }}
      />
      {isExpanded && (
        <Popup>
          <SuggestionList
            id={listboxId}
            items={suggestions}
            query={value}
            title={listTitle}
            activeIndex={navigation.activeIndex}
            onActiveIndexChange={navigation.setActiveIndex}
            onSelect={pick}
          />
        </Popup>
      )}
      {children}
    </Anchor>
  );
}
