export { SearchBox, type SearchBoxProps, type SearchSubmission } from './SearchBox';
export { fieldsForVariant, initialField, type SearchBoxVariant, type SearchFieldOption } from './searchBoxFields';
export { professionalHints, applyProfessionalHint, professionalOperators, type ProfessionalHint } from './professionalHints';
export type { ProfessionalCheck } from './useProfessionalSwitch';
