import { messages } from '../messages/messages';

export interface GlobalSearchOptions {
  /** The caller allows an empty search (e.g. a page listing everything). */
  allowEmpty?: boolean;
  /** Block an empty search without showing the warning. */
  noTip?: boolean;
  /** Search is switched off (e.g. while a request is running). */
  disabled?: boolean;
}

export type GlobalSearchDecision =
  { action: 'submit'; text: string } | { action: 'warn'; message: string } | { action: 'block' };

/**
 * Submitting the global search (doc 000 §5): blocked when disabled; an empty text warns
 * 请输入内容 unless empty is allowed (then it submits) or no tip is wanted (then it is blocked
 * silently). The submitted text is trimmed.
 */
export function decideGlobalSearch(text: string, options: GlobalSearchOptions = {}): GlobalSearchDecision {
  if (options.disabled) return { action: 'block' };
  const trimmed = text.trim();
  if (trimmed === '' && !options.allowEmpty) {
    return options.noTip ? { action: 'block' } : { action: 'warn', message: messages.search.emptyInput };
  }
  return { action: 'submit', text: trimmed };
}

/**
 * A trailing newline typed into the search box is stripped and does not submit (doc 000 §5):
 * the caller replaces the text with `text` and submits nothing when `stripped` is true.
 */
export function stripTrailingNewline(text: string): { text: string; stripped: boolean } {
  const withoutNewline = text.replace(/(?:\r?\n)+$/, '');
  return { text: withoutNewline, stripped: withoutNewline !== text };
}
