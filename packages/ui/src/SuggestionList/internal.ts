/**
 * Building blocks the search components share (listbox, its styles and keyboard model, hidden text, the
 * topic and organization boxes' search row). Not part of the package's public surface: the barrel
 * exports only SuggestionList, SuggestionCombobox and useSuggestions.
 */
export { Popup, Heading, List, Option, Name, Detail, Count } from './SuggestionList.styles';
export { useListboxNavigation, optionId, type ListboxNavigation } from './useListboxNavigation';
export { VisuallyHidden } from './components/VisuallyHidden';
export { HighlightedText } from './components/HighlightedText';
export { Listbox, type ListboxProps } from './components/Listbox';
export { SUGGESTION_DEBOUNCE_MS } from './useSuggestions';
export { SuggestionSearchRow, useSuggestionSearch, type SuggestionSearch } from './SuggestionSearchRow';
