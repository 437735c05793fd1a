export type BasicOperator = 'AND' | 'OR' | 'NOT';

export interface OperatorMatch {
  operator: BasicOperator;
  /** Index of the operator's first character in the text. */
  index: number;
}

const operators: readonly string[] = ['and', 'or', 'not'];

/**
 * Operators of a basic-mode search (doc 000 §5): and/or/not in any case count only when they are
 * a whole word with a space on each side and are neither the first nor the last word.
 */
export function findBasicOperators(text: string): OperatorMatch[] {
  const words = [...text.matchAll(/[^ ]+/g)];
  const matches: OperatorMatch[] = [];
  words.forEach((word, position) => {
    if (position === 0 || position === words.length - 1) return;
    if (operators.includes(word[0].toLowerCase())) {
      matches.push({ operator: word[0].toUpperCase() as BasicOperator, index: word.index });
    }
  });
  return matches;
}

/**
 * A basic-mode text as the search call reads it (doc 000 §5): each and/or/not that counts as an operator is
 * sent in the call's spelling (AND, OR, NOT), every other character exactly as typed. `机器 not 学习` is then two
 * terms joined by NOT, not one phrase of three words.
 */
export function basicSearchText(text: string): string {
  let sent = text;
  for (const { operator, index } of findBasicOperators(text))
    sent = sent.slice(0, index) + operator + sent.slice(index + operator.length);
  return sent;
}
