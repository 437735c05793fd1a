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
