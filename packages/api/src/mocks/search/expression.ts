import type { SearchFieldCode } from '@wenxian/domain';

/**
 * Professional search expressions: `T=深度学习 AND (A=张伟 OR S=清华大学) NOT K=综述`.
 * A field code followed by `=` searches that field; followed by `E=` (e.g. `TE=`) it matches exactly.
 * AND and NOT bind tighter than OR; parentheses nest. A bare term searches any field (U).
 */
export type ExpressionNode =
  | { kind: 'term'; field: SearchFieldCode; text: string; exact: boolean }
  | { kind: 'and' | 'or'; left: ExpressionNode; right: ExpressionNode }
  | { kind: 'not'; left: ExpressionNode; right: ExpressionNode };

export class ExpressionError extends Error {
  override name = 'ExpressionError';
}

const FIELD_CODES: readonly SearchFieldCode[] = ['SU', 'FU', 'PT', 'ST', 'U', 'M', 'T', 'K', 'R', 'A', 'F', 'S', 'J', 'C', 'E', 'D'];
const FIELD_PREFIX = new RegExp(`^(${FIELD_CODES.join('|')})(E?)=`);
const OPERATOR = /^(AND|OR|NOT)(?=[\s(]|$)/i;

type Token = { type: 'op'; value: 'AND' | 'OR' | 'NOT' } | { type: '(' } | { type: ')' } | { type: 'term'; field: SearchFieldCode; text: string; exact: boolean };

/** Maximum nesting depth; deeper expressions are abusive (code 70006). */
export const MAX_DEPTH = 8;

function tokenizeExpression(input: string, defaultField: SearchFieldCode): Token[] {
  const tokens: Token[] = [];
  let rest = input.trim();
  let expectOperand = true;
  while (rest.length > 0) {
    rest = rest.replace(/^\s+/, '');
    if (!rest) break;
    if (rest[0] === '(' && expectOperand) {
      tokens.push({ type: '(' });
      rest = rest.slice(1);
      continue;
    }
    if (rest[0] === ')' && !expectOperand) {
      tokens.push({ type: ')' });
      rest = rest.slice(1);
      continue;
    }
    const op = OPERATOR.exec(rest);
    if (op && !expectOperand) {
      tokens.push({ type: 'op', value: op[1]?.toUpperCase() as 'AND' | 'OR' | 'NOT' });
      rest = rest.slice(op[0].length);
      expectOperand = true;
      continue;
    }
    const prefix = FIELD_PREFIX.exec(rest);
    const field = (prefix?.[1] as SearchFieldCode | undefined) ?? defaultField;
    const exact = prefix?.[2] === 'E';
    if (prefix) rest = rest.slice(prefix[0].length);
    let text: string;
    const quoted = /^["“]([^"”]*)["”]/.exec(rest);
    if (quoted) {
      text = quoted[1] ?? '';
      rest = rest.slice(quoted[0].length);
    } else {
      // A value runs until an operator surrounded by spaces, or a closing parenthesis.
      const end = /\s+(AND|OR|NOT)\s+|\)/i.exec(rest);
      text = end ? rest.slice(0, end.index) : rest;
      rest = end ? rest.slice(end.index) : '';
    }
    if (!text.trim()) throw new ExpressionError('empty term');
    tokens.push({ type: 'term', field, text: text.trim(), exact });
    expectOperand = false;
  }
  return tokens;
}

/** Parses an expression; throws ExpressionError on unbalanced parentheses, dangling operators or deep nesting. */
export function parseExpression(input: string, defaultField: SearchFieldCode = 'U'): ExpressionNode {
  const tokens = tokenizeExpression(input, defaultField);
  let position = 0;
  const peek = (): Token | undefined => tokens[position];

  const primary = (depth: number): ExpressionNode => {
    if (depth > MAX_DEPTH) throw new ExpressionError('nesting too deep');
    const token = tokens[position++];
    if (!token) throw new ExpressionError('unexpected end');
    if (token.type === 'term') return { kind: 'term', field: token.field, text: token.text, exact: token.exact };
    if (token.type === '(') {
      const node = orExpression(depth + 1);
      if (tokens[position++]?.type !== ')') throw new ExpressionError('missing )');
      return node;
    }
    throw new ExpressionError('unexpected token');
  };
  const andExpression = (depth: number): ExpressionNode => {
    let node = primary(depth);
    for (let t = peek(); t?.type === 'op' && t.value !== 'OR'; t = peek()) {
      position += 1;
      node = { kind: t.value === 'AND' ? 'and' : 'not', left: node, right: primary(depth) };
    }
    return node;
  };
  const orExpression = (depth: number): ExpressionNode => {
    let node = andExpression(depth);
    for (let t = peek(); t?.type === 'op' && t.value === 'OR'; t = peek()) {
      position += 1;
      node = { kind: 'or', left: node, right: andExpression(depth) };
    }
    return node;
  };
  const tree = orExpression(0);
  if (position < tokens.length) throw new ExpressionError('trailing tokens');
  return tree;
}

/** The positive terms of a tree (for highlighting): terms under a NOT's right side are excluded. */
export function positiveTerms(node: ExpressionNode): { field: SearchFieldCode; text: string }[] {
  if (node.kind === 'term') return [{ field: node.field, text: node.text }];
  if (node.kind === 'not') return positiveTerms(node.left);
  return [...positiveTerms(node.left), ...positiveTerms(node.right)];
}

/** Combines nodes with a logical operator (advanced-search condition rows). */
export function combine(left: ExpressionNode | null, operator: 'AND' | 'OR' | 'NOT', right: ExpressionNode): ExpressionNode {
  if (!left) return right;
  return { kind: operator === 'AND' ? 'and' : operator === 'OR' ? 'or' : 'not', left, right };
}
