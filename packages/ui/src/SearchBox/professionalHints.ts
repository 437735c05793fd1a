import type { BasicOperator } from '@wenxian/domain';
import type { SearchFieldOption } from './searchBoxFields';

/** Logical operators of a professional expression (doc 000 §4.5: AND, OR, NOT). */
const professionalOperators = ['AND', 'OR', 'NOT'] as const satisfies readonly BasicOperator[];

/** One hint of the professional mode: a field prefix or an operator, and the text it puts in place. */
export type ProfessionalHint = {
  kind: 'field' | 'operator';
  /** Field code or operator. */
  code: string;
  /** Caption: the field's name; operators show themselves. */
  label: string;
};

const operatorSet = new Set<string>(professionalOperators);

/** The word being typed: everything after the last space or opening bracket. */
function currentToken(text: string): string {
  const match = /[^\s(]*$/.exec(text);
  return match ? match[0] : '';
}

/**
 * Hints for the end of a professional expression: field prefixes while a condition starts
 * (at the beginning, after an operator or while typing a code), operators after a finished
 * condition. A condition whose value is being typed (`T=...`) gets no hints.
 */
export function professionalHints(text: string, fields: readonly SearchFieldOption[]): ProfessionalHint[] {
  const token = currentToken(text);
  if (token.includes('=')) return [];
  const before = text.slice(0, text.length - token.length).trim();
  const previousWord = before.split(/\s+/).pop() ?? '';
  const startsCondition = before === '' || operatorSet.has(previousWord.toUpperCase()) || before.endsWith('(');
  if (token === '' && !startsCondition) {
    return professionalOperators.map((op) => ({ kind: 'operator', code: op, label: op }));
  }
  const typed = token.toUpperCase();
  return fields.filter((f) => f.code.startsWith(typed)).map((f) => ({ kind: 'field', code: f.code, label: f.label }));
}

/** The text after picking a hint: the typed token becomes `CODE=`, or the operator is appended. */
export function applyProfessionalHint(text: string, hint: ProfessionalHint): string {
  const token = currentToken(text);
  const head = text.slice(0, text.length - token.length);
  return hint.kind === 'field' ? `${head}${hint.code}=` : `${head}${hint.code} `;
}
