export { SearchBox, type SearchBoxProps, type SearchSubmission } from './SearchBox';
export type { SearchBoxVariant, SearchFieldOption } from './searchBoxFields';
export type { ProfessionalCheck } from './useProfessionalSwitch';
