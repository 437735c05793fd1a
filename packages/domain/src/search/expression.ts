import { searchFields, type SearchFieldCode } from '../codes/tables/searchFields';
import { searchLabels } from '../messages/labels/search';

/**
 * Professional search expressions (doc 000 §4.5, doc 001 §3 search fields):
 * `T=深度学习 AND (A=张伟 OR S=清华大学) NOT K="综述"`.
 *
 * - A field code of the code table followed by `=` searches that field; followed by `E=` (`TE=`) it
 *   matches exactly. A term without a prefix searches the default field (U, any field).
 * - AND, OR and NOT are written in upper case with a space (or a parenthesis) on each side; AND and NOT
 *   bind tighter than OR, left to right; parentheses nest (at most {@link MAX_EXPRESSION_DEPTH} deep).
 * - A value runs until the next operator, a parenthesis or the next field prefix; quotes ("…" or “…”)
 *   keep spaces, operators and parentheses inside a value and make it a phrase (word order counts).
 *
 * The same parser checks the expression while it is typed (with the error's position) and evaluates it
 * in the simulated server, so what the box accepts is exactly what the server runs.
 */
export type ExpressionTerm = {
  kind: 'term';
  field: SearchFieldCode;
  text: string;
  /** `CODEE=`: the value must equal a whole field value (or appear verbatim in prose). */
  exact: boolean;
  /** Written in quotes: a phrase whose words must appear in this order. */
  phrase: boolean;
};
export type ExpressionNode =
  ExpressionTerm | { kind: 'and' | 'or' | 'not'; left: ExpressionNode; right: ExpressionNode };

export type ExpressionOperator = 'AND' | 'OR' | 'NOT';

export type ExpressionErrorKind = keyof typeof searchLabels.expressionErrors;

/** Where and why an expression is malformed: `position` is a 0-based index into the text as typed. */
export type ExpressionError = { kind: ExpressionErrorKind; position: number; length: number; message: string };

export type ExpressionParse = { ok: true; tree: ExpressionNode } | { ok: false; error: ExpressionError };

/** Deeper nesting is refused (the simulated server answers it as an abusive query). */
export const MAX_EXPRESSION_DEPTH = 8;

const fieldCodes: readonly string[] = searchFields.map((f) => f.code);
/** Something shaped like a field prefix: one to three capital letters, an optional E, then `=`. */
const PREFIX_SHAPE = /^([A-Z]{1,3})=/;
const OPERATOR = /^(AND|OR|NOT)(?=\s|\(|$)/;
const OPEN_QUOTES: Readonly<Record<string, string>> = { '"': '"', '“': '”' };

type Token =
  | { type: 'op'; value: ExpressionOperator; at: number; length: number }
  | { type: '(' | ')'; at: number; length: 1 }
  | ({ type: 'term'; at: number; length: number } & Omit<ExpressionTerm, 'kind'>);

class ParseFailure extends Error {
  constructor(readonly detail: ExpressionError) {
    super(detail.message);
  }
}

function fail(kind: ExpressionErrorKind, position: number, length = 1): never {
  throw new ParseFailure({ kind, position, length: Math.max(length, 1), message: searchLabels.expressionErrors[kind] });
}

/** Splits `CODE=` / `CODEE=` off the front; the longest known code wins (SU before S, FU before F). */
function readPrefix(rest: string): { field: SearchFieldCode; exact: boolean; length: number } | 'unknown' | null {
  const shape = PREFIX_SHAPE.exec(rest);
  if (!shape) return null;
  const letters = shape[1] ?? '';
  if (fieldCodes.includes(letters))
    return { field: letters as SearchFieldCode, exact: false, length: letters.length + 1 };
  if (letters.endsWith('E') && fieldCodes.includes(letters.slice(0, -1))) {
    return { field: letters.slice(0, -1) as SearchFieldCode, exact: true, length: letters.length + 1 };
  }
  return 'unknown';
}

/** True when an operator or a field prefix starts at `rest` after white space (an unquoted value stops there). */
function startsBoundary(rest: string): boolean {
  return OPERATOR.test(rest) || readPrefix(rest) !== null;
}

function tokenize(input: string, defaultField: SearchFieldCode): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const char = input[i] ?? '';
    if (/\s/.test(char)) {
      i += 1;
      continue;
    }
    if (char === '(' || char === ')') {
      tokens.push({ type: char, at: i, length: 1 });
      i += 1;
      continue;
    }
    const rest = input.slice(i);
    // An operator word standing on its own is always an operator (quote it to search for the word).
    const op = OPERATOR.exec(rest);
    if (op) {
      tokens.push({ type: 'op', value: op[1] as ExpressionOperator, at: i, length: op[0].length });
      i += op[0].length;
      continue;
    }
    const start = i;
    const prefix = readPrefix(rest);
    if (prefix === 'unknown') fail('unknownField', i, (PREFIX_SHAPE.exec(rest)?.[0].length ?? 2) - 1);
    if (prefix) i += prefix.length;
    const field = prefix ? prefix.field : defaultField;
    const exact = prefix ? prefix.exact : false;
    const close = OPEN_QUOTES[input[i] ?? ''];
    if (close) {
      const end = input.indexOf(close, i + 1);
      if (end < 0) fail('unclosedQuote', i);
      const text = input.slice(i + 1, end).trim();
      if (!text) fail('emptyValue', i, end - i + 1);
      tokens.push({ type: 'term', field, exact, phrase: true, text, at: start, length: end + 1 - start });
      i = end + 1;
      continue;
    }
    // Unquoted: up to a parenthesis, or white space followed by an operator or a field prefix.
    let end = i;
    while (end < input.length) {
      const c = input[end] ?? '';
      if (c === '(' || c === ')') break;
      if (/\s/.test(c)) {
        let next = end;
        while (next < input.length && /\s/.test(input[next] ?? '')) next += 1;
        if (next >= input.length || startsBoundary(input.slice(next)) || input[next] === '(' || input[next] === ')')
          break;
        end = next;
        continue;
      }
      end += 1;
    }
    const text = input.slice(i, end).trim();
    if (!text) fail('emptyValue', start, i - start);
    tokens.push({ type: 'term', field, exact, phrase: false, text, at: start, length: end - start });
    i = end;
  }
  return tokens;
}

function parseTokens(tokens: readonly Token[], inputLength: number): ExpressionNode {
  let position = 0;
  const endAt = (): number => inputLength;

  const primary = (depth: number): ExpressionNode => {
    const token = tokens[position];
    if (!token) {
      const last = tokens.at(-1);
      return fail(
        last?.type === '(' ? 'missingOperand' : 'danglingOperator',
        last ? last.at : endAt(),
        last?.length ?? 1,
      );
    }
    if (token.type === 'term') {
      position += 1;
      return { kind: 'term', field: token.field, text: token.text, exact: token.exact, phrase: token.phrase };
    }
    if (token.type === '(') {
      if (depth + 1 > MAX_EXPRESSION_DEPTH) fail('tooDeep', token.at);
      position += 1;
      const node = orExpression(depth + 1);
      const close = tokens[position];
      if (close?.type !== ')') {
        if (close) fail('missingOperator', close.at, close.length);
        fail('unclosedParenthesis', token.at);
      }
      position += 1;
      return node;
    }
    if (token.type === ')') return fail('missingOperand', token.at);
    return fail('missingOperand', token.at, token.length);
  };
  const andExpression = (depth: number): ExpressionNode => {
    let node = primary(depth);
    for (let t = tokens[position]; t?.type === 'op' && t.value !== 'OR'; t = tokens[position]) {
      position += 1;
      node = { kind: t.value === 'AND' ? 'and' : 'not', left: node, right: primary(depth) };
    }
    return node;
  };
  const orExpression = (depth: number): ExpressionNode => {
    let node = andExpression(depth);
    for (let t = tokens[position]; t?.type === 'op' && t.value === 'OR'; t = tokens[position]) {
      position += 1;
      node = { kind: 'or', left: node, right: andExpression(depth) };
    }
    return node;
  };

  if (tokens.length === 0) fail('empty', 0);
  const tree = orExpression(0);
  const extra = tokens[position];
  if (extra) fail(extra.type === ')' ? 'unmatchedParenthesis' : 'missingOperator', extra.at, extra.length);
  return tree;
}

/**
 * Parses a professional expression. Malformed input gives the first error with its position, so the box
 * can point at it before anything is sent (`K=x AND` → a dangling AND at 4).
 */
export function parseProfessionalExpression(input: string, defaultField: SearchFieldCode = 'U'): ExpressionParse {
  try {
    return { ok: true, tree: parseTokens(tokenize(input, defaultField), input.length) };
  } catch (error) {
    if (error instanceof ParseFailure) return { ok: false, error: error.detail };
    throw error;
  }
}

/** The first error of an expression, or null when it is well formed. */
export function checkProfessionalExpression(input: string): ExpressionError | null {
  const parsed = parseProfessionalExpression(input);
  return parsed.ok ? null : parsed.error;
}

/** The positive terms of a tree (what to highlight): the right side of a NOT is left out. */
export function positiveTerms(node: ExpressionNode): ExpressionTerm[] {
  if (node.kind === 'term') return [node];
  if (node.kind === 'not') return positiveTerms(node.left);
  return [...positiveTerms(node.left), ...positiveTerms(node.right)];
}

/** Joins two nodes with an operator (advanced-search rows); a missing left side gives the right. */
export function combineExpressions(
  left: ExpressionNode | null,
  operator: ExpressionOperator,
  right: ExpressionNode,
): ExpressionNode {
  if (!left) return right;
  return { kind: operator === 'AND' ? 'and' : operator === 'OR' ? 'or' : 'not', left, right };
}

const precedence = { or: 1, and: 2, not: 2, term: 3 } as const;

/** True when `text` written after `CODE=` without quotes reads back as exactly this one value. */
function readsAsPlainValue(text: string): boolean {
  try {
    const tokens = tokenize(`T=${text}`, 'U');
    const only = tokens[0];
    return tokens.length === 1 && only?.type === 'term' && !only.phrase && only.text === text;
  } catch {
    return false;
  }
}

/** A value as written in an expression: quoted when it is a phrase or would not read back as one value. */
export function quoteExpressionValue(text: string, phrase: boolean): string {
  if (!phrase && readsAsPlainValue(text)) return text;
  // A quoted value ends at its closing quote, so one holding ASCII quotes is written in the other pair.
  return text.includes('"') ? `“${text.replace(/”/g, '')}”` : `"${text}"`;
}

/**
 * Writes a tree back as an expression that parses to the same tree: left-associative chains need no
 * parentheses, a right side of equal precedence (and every OR inside an AND/NOT) gets them.
 */
export function formatExpression(node: ExpressionNode): string {
  if (node.kind === 'term')
    return `${node.field}${node.exact ? 'E' : ''}=${quoteExpressionValue(node.text, node.phrase)}`;
  const own = precedence[node.kind];
  const left = formatExpression(node.left);
  const right = formatExpression(node.right);
  const wrapLeft = precedence[node.left.kind] < own;
  const wrapRight = precedence[node.right.kind] <= own;
  const op = node.kind === 'and' ? 'AND' : node.kind === 'or' ? 'OR' : 'NOT';
  return `${wrapLeft ? `(${left})` : left} ${op} ${wrapRight ? `(${right})` : right}`;
}

/** One line naming where and what is wrong: `检索式有误（第 5 个字符）：运算符后缺少检索条件`. */
export function describeExpressionError(error: ExpressionError): string {
  const { prefix, suffix } = searchLabels.expressionErrorAt;
  return `${searchLabels.expressionErrorTitle}（${prefix} ${error.position + 1} ${suffix}）：${error.message}`;
}
