/**
 * Building blocks the search components share (listbox, its styles and keyboard model, hidden text, the
 * topic and organization boxes' search row). Not part of the package's public surface: the barrel
 * exports only SuggestionList, SuggestionCombobox and useSuggestions.
 */
export { Popup, Name, Count } from './SuggestionList.styles';
export { useListboxNavigation, optionId } from './useListboxNavigation';
export { VisuallyHidden } from '../VisuallyHidden';
export { Listbox } from './components/Listbox';
export { SUGGESTION_DEBOUNCE_MS } from './useSuggestions';
export { SuggestionSearchRow, useSuggestionSearch } from './SuggestionSearchRow';
