import type * as SearchSuggestions from './searchSuggestions';

/**
 * The search boxes' calls (keyword suggestions, the professional-mode check) with their code loaded at the first
 * keystroke or send, not with the page: a box is read long before it is typed in (less JavaScript by network idle).
 */
let searchSuggestions: Promise<typeof SearchSuggestions> | undefined;
const loadSearchSuggestions = () =>
  (searchSuggestions ??= import('./searchSuggestions').catch((error: unknown) => {
    searchSuggestions = undefined; // a failed download is tried again on the next keystroke
    throw error;
  }));

/** Keyword suggestions (检索词智能提示), their code loaded on first use. */
export const loadKeywordSuggestionsOnUse = async (text: string, signal: AbortSignal) =>
  (await loadSearchSuggestions()).loadKeywordSuggestions(text, signal);

/** The professional-mode check (doc 000 §4.5), its code loaded on first use. */
export const checkProfessionalOnUse = async (text: string, signal: AbortSignal) =>
  (await loadSearchSuggestions()).checkProfessional(text, signal);
