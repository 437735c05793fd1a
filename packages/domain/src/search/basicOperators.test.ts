import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basicSearchText, findBasicOperators } from './basicOperators';

const hasOperator = (text: string) => findBasicOperators(text).length > 0;

describe('basic-mode operators', () => {
  it.each([
    ['deep and learning', true],
    ['deep AND learning', true],
    ['deep Or learning', true],
    ['a NOT b', true],
    ['and learning', false],
    ['deep and', false],
    [' and ', false],
    ['sand castle', false],
    ['a andb', false],
    ['a\tand b', false],
    ['and', false],
    ['a  and  b', true],
  ])('%j → %s', (text, expected) => {
    expect(hasOperator(text)).toBe(expected);
  });
  it('reports operator and position', () => {
    expect(findBasicOperators('x or y AND z')).toEqual([
      { operator: 'OR', index: 2 },
      { operator: 'AND', index: 7 },
    ]);
  });
  it('matches the word-level definition for any space-joined words', () => {
    const word = fc.oneof(
      fc.constantFrom('and', 'AND', 'And', 'or', 'OR', 'not', 'NoT', 'android', 'nor', '与'),
      fc.string({ unit: fc.constantFrom('a', 'n', 'd', 'o', 'r', 't', '学'), minLength: 1, maxLength: 4 }),
    );
    const gap = fc.constantFrom(' ', '  ');
    fc.assert(
      fc.property(fc.array(fc.tuple(word, gap), { minLength: 1, maxLength: 8 }), fc.boolean(), (parts, pad) => {
        const text =
          (pad ? ' ' : '') +
          parts
            .map(([w, g]) => w + g)
            .join('')
            .trimEnd();
        const words = parts.map(([w]) => w);
        const expected = words.some(
          (w, i) => i > 0 && i < words.length - 1 && ['and', 'or', 'not'].includes(w.toLowerCase()),
        );
        expect(hasOperator(text)).toBe(expected);
      }),
    );
  });

  it('sends operator words in upper case and leaves the rest as typed', () => {
    expect(basicSearchText('机器 not 学习')).toBe('机器 NOT 学习');
    expect(basicSearchText('a Or b  and c')).toBe('a OR b  AND c');
    expect(basicSearchText('not 学习')).toBe('not 学习');
    expect(basicSearchText('机器 and')).toBe('机器 and');
    expect(basicSearchText('android nor sand')).toBe('android nor sand');
  });
  it('changes only the operator words, to their upper case, for any space-joined words', () => {
    const word = fc.oneof(
      fc.constantFrom('and', 'AND', 'And', 'or', 'oR', 'not', 'NoT', 'android', 'nor', '机器', 'T=学习'),
      fc.string({ unit: fc.constantFrom('a', 'n', 'd', 'o', 'r', 't', '学', '('), minLength: 1, maxLength: 4 }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(word, fc.constantFrom(' ', '  ', '\t')), { minLength: 1, maxLength: 8 }),
        (parts) => {
          const text = parts.map(([w, g]) => w + g).join('');
          const sent = basicSearchText(text);
          // Same length, same characters outside the operators, and the operators found in both are the same.
          expect(sent.length).toBe(text.length);
          expect(sent.toLowerCase()).toBe(text.toLowerCase());
          const found = findBasicOperators(text);
          expect(findBasicOperators(sent)).toEqual(found);
          for (const { operator, index } of found) expect(sent.slice(index, index + operator.length)).toBe(operator);
          // Nothing else changes case.
          const untouched = (s: string) =>
            [...s].filter((_, i) => !found.some(({ operator, index }) => i >= index && i < index + operator.length));
          expect(untouched(sent)).toEqual(untouched(text));
          // Idempotent: what is sent, sent again, is the same.
          expect(basicSearchText(sent)).toBe(sent);
        },
      ),
    );
  });
});
