import type { SearchMode } from '@wenxian/domain';
import type { HotSearchEntry } from '../HotSearchList';
import type { SuggestionOption } from '../SuggestionList';
import type { ProfessionalHint } from './professionalHints';
import type { SearchBoxVariant } from './searchBoxFields';

/** What the box's popup shows: nothing, professional hints, hot searches or suggestions. */
export type PopupContent =
  | { kind: 'none'; options: readonly never[] }
  | { kind: 'hints'; options: readonly ProfessionalHint[] }
  | { kind: 'hot'; options: readonly HotSearchEntry[] }
  | { kind: 'suggestions'; options: readonly SuggestionOption[] };

const none: PopupContent = { kind: 'none', options: [] };

/**
 * One popup at a time: professional mode shows its hints; basic mode shows the hot searches for an
 * empty text on the home page, and the suggestions once a reply for the text is in.
 */
export function choosePopup(state: {
  isOpen: boolean;
  mode: SearchMode;
  variant: SearchBoxVariant;
  text: string;
  hints: readonly ProfessionalHint[];
  rankedHot: readonly HotSearchEntry[];
  suggestions: readonly SuggestionOption[];
}): PopupContent {
  const { isOpen, mode, variant, text, hints, rankedHot, suggestions } = state;
  if (!isOpen) return none;
  if (mode === 'professional') return hints.length > 0 ? { kind: 'hints', options: hints } : none;
  if (text.trim() === '') {
    return variant === 'home' && rankedHot.length > 0 ? { kind: 'hot', options: rankedHot } : none;
  }
  return suggestions.length > 0 ? { kind: 'suggestions', options: suggestions } : none;
}
