import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchFields } from '../codes/tables/searchFields';
import { searchLabels } from '../messages/labels/search';
import {
  checkProfessionalExpression,
  formatExpression,
  MAX_EXPRESSION_DEPTH,
  parseProfessionalExpression,
  type ExpressionNode,
} from './expression';

const errorOf = (input: string) => checkProfessionalExpression(input);

describe('professional expression: well formed', () => {
  it('reads fields, exact prefixes, precedence and parentheses', () => {
    const parsed = parseProfessionalExpression('T=深度学习 AND (A=张伟 OR SUE=清华大学) NOT K="综述 研究"');
    expect(parsed).toEqual({
      ok: true,
      tree: {
        kind: 'not',
        left: {
          kind: 'and',
          left: { kind: 'term', field: 'T', text: '深度学习', exact: false, phrase: false },
          right: {
            kind: 'or',
            left: { kind: 'term', field: 'A', text: '张伟', exact: false, phrase: false },
            right: { kind: 'term', field: 'SU', text: '清华大学', exact: true, phrase: false },
          },
        },
        right: { kind: 'term', field: 'K', text: '综述 研究', exact: false, phrase: true },
      },
    });
  });
  it('AND binds tighter than OR', () => {
    const parsed = parseProfessionalExpression('K=a OR K=b AND K=c');
    expect(parsed.ok && parsed.tree.kind).toBe('or');
  });
  it('a bare value searches the default field and may hold spaces', () => {
    expect(parseProfessionalExpression('深度 学习')).toEqual({
      ok: true,
      tree: { kind: 'term', field: 'U', text: '深度 学习', exact: false, phrase: false },
    });
  });
  it('lower-case and, words like ANDROID and operators inside quotes are values', () => {
    expect(errorOf('T=cats and dogs')).toBeNull();
    expect(errorOf('T=ANDROID')).toBeNull();
    expect(errorOf('T="A AND B"')).toBeNull();
    expect(errorOf('T=“左(右)”')).toBeNull();
  });
  it(`allows ${MAX_EXPRESSION_DEPTH} levels of parentheses`, () => {
    const deep = `${'('.repeat(MAX_EXPRESSION_DEPTH)}T=x${')'.repeat(MAX_EXPRESSION_DEPTH)}`;
    expect(errorOf(deep)).toBeNull();
  });
});

describe('professional expression: errors point at their position', () => {
  const cases: [string, keyof typeof searchLabels.expressionErrors, number][] = [
    ['', 'empty', 0],
    ['   ', 'empty', 0],
    ['K=x AND', 'danglingOperator', 4],
    ['K=x AND   ', 'danglingOperator', 4],
    ['K=x OR NOT K=y', 'missingOperand', 7],
    ['AND K=x', 'missingOperand', 0],
    ['X=abc', 'unknownField', 0],
    ['T=a AND CPC=TP3', 'unknownField', 8],
    ['T=', 'emptyValue', 0],
    ['T=a AND K= ', 'emptyValue', 8],
    ['T="abc', 'unclosedQuote', 2],
    ['T=a K=b', 'missingOperator', 4],
    ['T="a"b', 'missingOperator', 5],
    ['(T=a AND K=b', 'unclosedParenthesis', 0],
    ['T=a)', 'unmatchedParenthesis', 3],
    ['()', 'missingOperand', 1],
    [
      `${'('.repeat(MAX_EXPRESSION_DEPTH + 1)}T=x${')'.repeat(MAX_EXPRESSION_DEPTH + 1)}`,
      'tooDeep',
      MAX_EXPRESSION_DEPTH,
    ],
  ];
  it.each(cases)('%j → %s at %i', (input, kind, position) => {
    const error = errorOf(input);
    expect(error).toMatchObject({ kind, position, message: searchLabels.expressionErrors[kind] });
  });
});

const fieldCode = fc.constantFrom(...searchFields.map((f) => f.code));
/** Values without quotes or parentheses; words may be Chinese, ASCII or operator-like. */
const value = fc
  .array(fc.constantFrom('深度', '学习', 'AND', 'or', 'x', 'NOT', 'T=', '网络', 'SU', '=', 'a1'), {
    minLength: 1,
    maxLength: 4,
  })
  .map((words) => words.join(' '));
const term: fc.Arbitrary<ExpressionNode> = fc.record({
  kind: fc.constant('term' as const),
  field: fieldCode,
  text: value,
  exact: fc.boolean(),
  phrase: fc.boolean(),
});
const tree: fc.Arbitrary<ExpressionNode> = fc.letrec<{ node: ExpressionNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    term,
    fc.record({
      kind: fc.constantFrom('and' as const, 'or' as const, 'not' as const),
      left: tie('node'),
      right: tie('node'),
    }),
  ),
})).node;

function depth(node: ExpressionNode): number {
  return node.kind === 'term' ? 0 : 1 + Math.max(depth(node.left), depth(node.right));
}
/** A plain value that reads back unquoted keeps phrase false; a quoted one becomes a phrase. */
function normalise(node: ExpressionNode): ExpressionNode {
  if (node.kind !== 'term') return { ...node, left: normalise(node.left), right: normalise(node.right) };
  const written = formatExpression(node);
  return { ...node, phrase: /=["“]/.test(written) };
}

describe('professional expression: properties', () => {
  it('formatting a tree and reading it back gives the same tree', () => {
    fc.assert(
      fc.property(
        tree.filter((t) => depth(t) <= MAX_EXPRESSION_DEPTH),
        (node) => {
          const parsed = parseProfessionalExpression(formatExpression(node));
          expect(parsed).toEqual({ ok: true, tree: normalise(node) });
        },
      ),
    );
  });
  it('a well-formed expression followed by a dangling operator is an error at that operator', () => {
    fc.assert(
      fc.property(
        tree.filter((t) => depth(t) <= MAX_EXPRESSION_DEPTH),
        fc.constantFrom('AND', 'OR', 'NOT'),
        (node, op) => {
          const text = `${formatExpression(node)} ${op}`;
          expect(errorOf(text)).toMatchObject({ kind: 'danglingOperator', position: text.length - op.length });
        },
      ),
    );
  });
  it('never throws, and an error position lies inside the text', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom('T', '=', 'K', 'E', ' ', 'A', 'N', 'D', 'O', 'R', '(', ')', '"', '词', 'X'),
        }),
        (text) => {
          const error = errorOf(text);
          if (error) {
            expect(error.position).toBeGreaterThanOrEqual(0);
            expect(error.position).toBeLessThanOrEqual(Math.max(text.length - 1, 0));
          }
        },
      ),
    );
  });
});
