import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findBasicOperators } from './basicOperators';

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
});
