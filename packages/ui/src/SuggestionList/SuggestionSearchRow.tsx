import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { searchBoxLabels } from '@wenxian/domain';
import { Button } from '../Button';
import { SuggestionCombobox, type SuggestionComboboxProps } from './SuggestionCombobox';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
`;

const Warning = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const SubmitButton = styled(Button)`
  height: 4.4rem;
`;

/** The text and warning of a search box with suggestions, and the ways a search is asked for. */
export type SuggestionSearch = {
  text: string;
  /** The warning shown under the input (e.g. 请输入内容), or null. */
  warning: string | null;
  /** The user edited the text: it replaces the old one and the warning goes. */
  change: (text: string) => void;
  /** Asks for a search of `text`. */
  submit: (text: string) => void;
  /** A suggestion was picked: it becomes the text and is searched. */
  pick: (text: string) => void;
  /** The form was submitted (button or Enter): the current text is searched. */
  submitForm: (event: FormEvent) => void;
};

/**
 * State of a search box with suggestions. `search` applies the box's rule to a text and either
 * searches or returns the warning to show; the warning stays until the text is edited.
 */
export function useSuggestionSearch(
  defaultText: string,
  search: (text: string) => string | undefined,
): SuggestionSearch {
  const [text, setText] = useState(defaultText);
  const [warning, setWarning] = useState<string | null>(null);
  const submit = (value: string) => {
    const message = search(value);
    if (message !== undefined) setWarning(message);
  };
  return {
    text,
    warning,
    change: (value) => {
      setText(value);
      setWarning(null);
    },
    submit,
    pick: (value) => {
      setText(value);
      submit(value);
    },
    submitForm: (event) => {
      event.preventDefault();
      submit(text);
    },
  };
}

export type SuggestionSearchRowProps = Pick<
  SuggestionComboboxProps,
  'label' | 'placeholder' | 'loadSuggestions' | 'disabled'
> & {
  /** The box's state, from useSuggestionSearch. */
  search: SuggestionSearch;
  /** The row is the search form itself (role search) rather than a part of one. */
  isForm?: boolean;
};

/**
 * The input row of the topic and organization search boxes: the suggestion combobox with its
 * warning underneath, and the 检索 button that submits the enclosing form.
 */
export function SuggestionSearchRow({
  label,
  placeholder,
  loadSuggestions,
  disabled = false,
  search,
  isForm = false,
}: SuggestionSearchRowProps) {
  const warningId = useId();
  // A search landmark is named: a page may hold another search (the organization ranking's name filter).
  const formProps = isForm
    ? ({ as: 'form', role: 'search', 'aria-label': label, onSubmit: search.submitForm } as const)
    : {};
  return (
    <Row {...formProps}>
      <SuggestionCombobox
        label={label}
        placeholder={placeholder}
        value={search.text}
        onChange={search.change}
        loadSuggestions={loadSuggestions}
        onPick={(item) => search.pick(item.name)}
        onEnter={() => search.submit(search.text)}
        disabled={disabled}
        errorId={search.warning ? warningId : undefined}
      >
        {search.warning && (
          <Warning id={warningId} role="alert">
            {search.warning}
          </Warning>
        )}
      </SuggestionCombobox>
      <SubmitButton type="submit" variant="primary" disabled={disabled}>
        {searchBoxLabels.submit}
      </SubmitButton>
    </Row>
  );
}
