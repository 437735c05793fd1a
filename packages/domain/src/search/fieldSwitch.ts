import { defaultSearchField, type SearchFieldCode } from '../codes/tables/searchFields';

export type SearchPage = 'home' | 'patent' | 'standard' | 'other';

/** The title field is replaced by the page's own name field on the patent and standard pages. */
const titleFieldByPage: Partial<Record<SearchPage, SearchFieldCode>> = { patent: 'PT', standard: 'ST' };

/**
 * The field actually used when the user chooses one (doc 000 §4.5): choosing title (T) on the
 * patent page gives PT, on the standard page ST; elsewhere the choice stands.
 */
export function effectiveSearchField(page: SearchPage, chosen: SearchFieldCode): SearchFieldCode {
  return chosen === 'T' ? (titleFieldByPage[page] ?? chosen) : chosen;
}

/** The home page resets the field to the first one (U); other pages keep the current field. */
export function searchFieldOnEnter(page: SearchPage, current: SearchFieldCode): SearchFieldCode {
  return page === 'home' ? defaultSearchField.code : current;
}
