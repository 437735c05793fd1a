import { useId, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import {
  decideGlobalSearch,
  looksProfessional,
  messages,
  searchBoxLabels,
  type SearchFieldCode,
  type SearchMode,
  stripTrailingNewline,
} from '@wenxian/domain';
import { HotSearchList, type HotSearchEntry } from '../HotSearchList';
import { rankHotSearches } from '../HotSearchList/hotSearchRanking';
import { SuggestionList, useSuggestions, type SuggestionLoader, type SuggestionOption } from '../SuggestionList';
import { Popup, VisuallyHidden, optionId, useListboxNavigation } from '../SuggestionList/internal';
import { FieldSelector } from './components/FieldSelector';
import { ProfessionalHints } from './components/ProfessionalHints';
import { applyProfessionalHint, professionalHints, type ProfessionalHint } from './professionalHints';
import { choosePopup, type PopupContent } from './searchBoxPopup';
import { fieldsForVariant, initialField, type SearchBoxVariant, type SearchFieldOption } from './searchBoxFields';
import { AiButton, Anchor, Bar, Input, ModeToggle, Root, SubmitButton, Warning } from './SearchBox.styles';
import { useProfessionalSwitch, type ProfessionalCheck } from './useProfessionalSwitch';

/** What a search asks for; the page turns it into a route (/search?k=...). */
export type SearchSubmission = { text: string; field: SearchFieldCode; mode: SearchMode };

export type SearchBoxProps = {
  /** Page the box sits on: home shows hot searches; patent and standard swap 题名 for their title field. */
  variant?: SearchBoxVariant;
  /** Fields of the selector (the server's expression fields, CPC already dropped); the code table by default. */
  fields?: readonly SearchFieldOption[];
  /** Text the box starts with, e.g. the current query on the results page. */
  defaultText?: string;
  /** Field the box starts with; the home page always starts on the first field. */
  defaultField?: SearchFieldCode;
  /** Mode the box starts in. */
  defaultMode?: SearchMode;
  /** This week's hot searches, shown on home while the input is focused and empty. */
  hotSearches?: readonly HotSearchEntry[];
  /** Suggestions for the typed text; called 100 ms after typing pauses, aborted when the text changes. */
  loadSuggestions?: SuggestionLoader<SuggestionOption>;
  /** Server check for the automatic switch to professional mode. */
  checkProfessional?: ProfessionalCheck;
  /** A search was asked for (button, Enter, a picked suggestion or hot search). */
  onSubmit: (submission: SearchSubmission) => void;
  /** Shows the 智能检索 entry; called with the current text. */
  onAiSearch?: (text: string) => void;
  /** The mode changed, by the toggle or automatically. */
  onModeChange?: (mode: SearchMode) => void;
  /** The field changed (already mapped to PT / ST on the patent and standard pages). */
  onFieldChange?: (field: SearchFieldCode) => void;
  /** An empty search is allowed and submitted. */
  allowEmpty?: boolean;
  /** An empty search is blocked silently, without 请输入内容. */
  noTip?: boolean;
  /** Blocks typing and searching. */
  disabled?: boolean;
  /**
   * Where the box's text goes without JavaScript (`/search`): the box is then a `<form method="get">` whose
   * text is sent as `k`, so a search pressed before the page has hydrated still searches.
   */
  action?: string;
};

/**
 * The global search box (doc 000 §2.6, §4.5, §5): field selector, suggestions, home hot searches,
 * professional mode with its hints and automatic switch, the AI-search entry, and the submit rules
 * (请输入内容 on an empty search unless allowed or silenced; a trailing newline is stripped and
 * does not submit; nothing happens while disabled).
 */
export function SearchBox({
  variant = 'default',
  fields,
  defaultText = '',
  defaultField,
  defaultMode = 'basic',
  hotSearches,
  loadSuggestions,
  checkProfessional,
  onSubmit,
  onAiSearch,
  onModeChange,
  onFieldChange,
  allowEmpty = false,
  noTip = false,
  disabled = false,
  action,
}: SearchBoxProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const warningId = `${id}-warning`;
  const fieldOptions = fieldsForVariant(fields, variant);
  const [text, setText] = useState(defaultText);
  const [field, setField] = useState<SearchFieldCode>(() => initialField(variant, fieldOptions, defaultField));
  const [mode, setMode] = useState<SearchMode>(defaultMode);
  const [isOpen, setIsOpen] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);

  const changeMode = (next: SearchMode) => {
    setMode(next);
    onModeChange?.(next);
  };
  useProfessionalSwitch({
    text,
    isBasic: mode === 'basic',
    check: checkProfessional,
    onSwitch: () => changeMode('professional'),
  });

  const suggestions = useSuggestions(loadSuggestions, text, { isEnabled: mode === 'basic' && isOpen });
  const hints = mode === 'professional' ? professionalHints(text, fieldOptions) : [];
  const rankedHot = hotSearches ? rankHotSearches(hotSearches).map((r) => r.item) : [];

  const popup = choosePopup({ isOpen: isOpen && !disabled, mode, variant, text, hints, rankedHot, suggestions });

  const submit = (value: string) => {
    const decision = decideGlobalSearch(value, { allowEmpty, noTip, disabled });
    if (decision.action === 'warn') setWarning(decision.message);
    if (decision.action !== 'submit') return;
    setIsOpen(false);
    // Submitted before the automatic switch's check answered (typed and sent at once): the check decides now,
    // or `T=深度学习 AND (` would be searched as plain words and find nothing (doc 000 §4.5).
    if (mode === 'basic' && checkProfessional && looksProfessional(decision.text)) {
      void checkProfessional(decision.text, new AbortController().signal).then(
        (isProfessional) => {
          if (isProfessional) changeMode('professional');
          onSubmit({ text: decision.text, field, mode: isProfessional ? 'professional' : 'basic' });
        },
        () => onSubmit({ text: decision.text, field, mode }),
      );
      return;
    }
    onSubmit({ text: decision.text, field, mode });
  };

  /** A picked hot search or suggestion goes in the box and is searched at once. */
  const searchPicked = (picked: string) => {
    setText(picked);
    submit(picked);
  };
  const applyHint = (hint: ProfessionalHint) => setText(applyProfessionalHint(text, hint));

  const pickAt = (index: number) => {
    if (popup.kind === 'hints') {
      const hint = popup.options[index];
      if (hint) applyHint(hint);
    } else if (popup.kind === 'hot') {
      const item = popup.options[index];
      if (item) searchPicked(item.searchText);
    } else if (popup.kind === 'suggestions') {
      const item = popup.options[index];
      if (item) searchPicked(item.name);
    }
  };

  const navigation = useListboxNavigation<PopupContent['options'][number]>(popup.options, {
    listKey: `${popup.kind}:${popup.kind === 'hot' ? '' : text}`,
    onPick: (_option, index) => pickAt(index),
    onEscape: () => setIsOpen(false),
  });

  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    // A pasted or typed trailing newline is dropped and does not search (doc 000 §5).
    setText(stripTrailingNewline(event.target.value).text);
    setIsOpen(true);
    setWarning(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter confirms an IME composition, not the search.
    if (event.nativeEvent.isComposing) return;
    if (navigation.onKeyDown(event)) return;
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit(text);
    } else if (event.key === 'ArrowDown') {
      setIsOpen(true);
    }
  };

  const changeField = (code: SearchFieldCode) => {
    setField(code);
    onFieldChange?.(code);
  };

  const isProfessional = mode === 'professional';
  const hasPopup = popup.kind !== 'none';
  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(text);
  };
  const form = action ? ({ as: 'form', method: 'get', action, onSubmit: onFormSubmit } as const) : {};

  return (
    <Root {...form}>
      <Anchor>
        <Bar $isDisabled={disabled}>
          {!isProfessional && (
            <FieldSelector fields={fieldOptions} value={field} onChange={changeField} disabled={disabled} />
          )}
          <VisuallyHidden as="label" htmlFor={inputId}>
            {searchBoxLabels.inputLabel}
          </VisuallyHidden>
          <Input
            id={inputId}
            name={action ? 'k' : undefined}
            rows={1}
            value={text}
            disabled={disabled}
            placeholder={isProfessional ? searchBoxLabels.professionalPlaceholder : searchBoxLabels.placeholder}
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-haspopup="listbox"
            aria-controls={hasPopup ? listboxId : undefined}
            aria-activedescendant={
              hasPopup && navigation.activeIndex >= 0 ? optionId(listboxId, navigation.activeIndex) : undefined
            }
            aria-invalid={warning ? true : undefined}
            aria-describedby={warning ? warningId : undefined}
            onChange={onChange}
            onKeyDown={onKeyDown}
            onFocus={() => setIsOpen(true)}
            onBlur={() => setIsOpen(false)}
          />
          <ModeToggle
            type="button"
            aria-pressed={isProfessional}
            disabled={disabled}
            onClick={() => changeMode(isProfessional ? 'basic' : 'professional')}
          >
            {searchBoxLabels.professionalMode}
          </ModeToggle>
          <SubmitButton
            type={action ? 'submit' : 'button'}
            disabled={disabled}
            onClick={action ? undefined : () => submit(text)}
          >
            {searchBoxLabels.submit}
          </SubmitButton>
        </Bar>
        {hasPopup && (
          <Popup data-popup={popup.kind}>
            {popup.kind === 'hints' && (
              <ProfessionalHints
                id={listboxId}
                hints={popup.options}
                activeIndex={navigation.activeIndex}
                onActiveIndexChange={navigation.setActiveIndex}
                onSelect={applyHint}
              />
            )}
            {popup.kind === 'hot' && (
              <HotSearchList
                id={listboxId}
                items={popup.options}
                activeIndex={navigation.activeIndex}
                onActiveIndexChange={navigation.setActiveIndex}
                onSelect={(item) => searchPicked(item.searchText)}
              />
            )}
            {popup.kind === 'suggestions' && (
              <SuggestionList
                id={listboxId}
                items={popup.options}
                query={text}
                activeIndex={navigation.activeIndex}
                onActiveIndexChange={navigation.setActiveIndex}
                onSelect={(item) => searchPicked(item.name)}
              />
            )}
          </Popup>
        )}
        {warning && (
          <Warning id={warningId} role="alert">
            {warning}
          </Warning>
        )}
      </Anchor>
      {onAiSearch && (
        <AiButton type="button" disabled={disabled} onClick={() => onAiSearch(text.trim())}>
          {messages.search.aiSearch}
        </AiButton>
      )}
    </Root>
  );
}
