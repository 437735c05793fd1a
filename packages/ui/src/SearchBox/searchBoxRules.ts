/**
 * The search rules the box applies, in one place so the component reads as behaviour. They are
 * domain rules (doc 000 §4.5, §5); this file adapts them to the box.
 */
const fieldPrefix = /^[A-Za-z]{1,2}E?=/;
const spacedOperator = /\s(AND|OR|NOT)\s/;

/** Doc 000 §4.5: a text that begins with a field prefix (code then = or E=) or has a spaced AND/OR/NOT. */
export function looksLikeProfessionalSearch(text: string): boolean {
  return fieldPrefix.test(text.trim()) || spacedOperator.test(text);
}

/** Doc 000 §5: a trailing newline is stripped (and does not submit). */
export function stripTrailingNewlines(text: string): string {
  return text.replace(/[\r\n]+$/, '');
}

export function hasTrailingNewline(text: string): boolean {
  return /[\r\n]$/.test(text);
}
