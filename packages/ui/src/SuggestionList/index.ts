export { SuggestionList, type SuggestionListProps, type SuggestionOption } from './SuggestionList';
export { useSuggestions, SUGGESTION_DEBOUNCE_MS, type SuggestionLoader } from './useSuggestions';
export { useListboxNavigation, optionId, type ListboxNavigation } from './useListboxNavigation';
export { Popup } from './SuggestionList.styles';
export { VisuallyHidden } from './components/VisuallyHidden';
export { HighlightedText } from './components/HighlightedText';
export { Heading, List, Option, Name, Detail, Count } from './SuggestionList.styles';
export { SuggestionCombobox, type SuggestionComboboxProps } from './SuggestionCombobox';
