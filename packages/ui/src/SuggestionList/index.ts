export { SuggestionList, type SuggestionListProps, type SuggestionOption } from './SuggestionList';
export { SuggestionCombobox, type SuggestionComboboxProps } from './SuggestionCombobox';
export { useSuggestions, type SuggestionLoader } from './useSuggestions';
