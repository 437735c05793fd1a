import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { decideGlobalSearch, searchLabels, topicSearchModes, type TopicSearchMode } from '@wenxian/domain';
import type { SuggestionLoader, SuggestionOption } from '../SuggestionList';
import { SuggestionSearchRow, VisuallyHidden, useSuggestionSearch } from '../SuggestionList/internal';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Modes = styled.fieldset`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  border: none;
`;

const ModeLabel = styled.label`
  position: relative;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  border-radius: ${({ theme }) => `${theme.radius.md} ${theme.radius.md} 0 0`};
  color: ${({ theme }) => theme.color.textSecondary};
  cursor: pointer;
  &:has(input:checked) {
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.surface};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Radio = styled.input`
  position: absolute;
  opacity: 0;
  pointer-events: none;
`;

/** Modes offered as tabs: 2 and 3 both search organizations, so one tab stands for both (mode 2). */
const offeredModes = topicSearchModes.filter((m) => m.mode !== 3);

/** What the topic page asks for: the text and the topic search mode (1 topic, 2/3 organization, 4 author, 5 journal). */
export type TopicSearchSubmission = { text: string; mode: TopicSearchMode };

export type TopicSearchBoxProps = {
  /** Mode the box starts in; 3 shows as the organization tab. */
  defaultMode?: TopicSearchMode;
  defaultText?: string;
  /** Suggestions for the text in the chosen mode, with publication counts (发文量); aborted when either changes. */
  loadSuggestions?: (text: string, signal: AbortSignal, mode: TopicSearchMode) => Promise<readonly SuggestionOption[]>;
  /** A search was asked for (button, Enter or a picked suggestion). */
  onSubmit: (submission: TopicSearchSubmission) => void;
  disabled?: boolean;
};

/**
 * The topic page's search box (doc 000 §2.6, doc 001 §3 topic modes): mode tabs, an input with
 * suggestions and publication counts (发文量), 请输入内容 on an empty search.
 */
export function TopicSearchBox({
  defaultMode = 1,
  defaultText = '',
  loadSuggestions,
  onSubmit,
  disabled = false,
}: TopicSearchBoxProps) {
  const name = useId();
  const [mode, setMode] = useState<TopicSearchMode>(defaultMode);
  // Bound to the mode: switching modes asks again, and a reply for the other mode is dropped.
  const loader = useMemo<SuggestionLoader<SuggestionOption> | undefined>(
    () => loadSuggestions && ((value, signal) => loadSuggestions(value, signal, mode)),
    [loadSuggestions, mode],
  );

  // The topic box follows the global search's empty rule (请输入内容).
  const search = useSuggestionSearch(defaultText, (value) => {
    const decision = decideGlobalSearch(value, { disabled });
    if (decision.action === 'warn') return decision.message;
    if (decision.action === 'submit') onSubmit({ text: decision.text, mode });
    return undefined;
  });

  return (
    <Form role="search" aria-label={searchLabels.topic.inputLabel} onSubmit={search.submitForm}>
      <Modes disabled={disabled}>
        <VisuallyHidden as="legend">{searchLabels.topic.modeLabel}</VisuallyHidden>
        {offeredModes.map((option) => (
          <ModeLabel key={option.mode}>
            <Radio
              type="radio"
              name={name}
              value={option.mode}
              checked={option.mode === mode || (option.mode === 2 && mode === 3)}
              onChange={() => setMode(option.mode)}
            />
            {searchLabels.topic.modes[option.key]}
          </ModeLabel>
        ))}
      </Modes>
      <SuggestionSearchRow
        search={search}
        label={searchLabels.topic.inputLabel}
        placeholder={searchLabels.topic.placeholder}
        loadSuggestions={loader}
        disabled={disabled}
      />
    </Form>
  );
}
