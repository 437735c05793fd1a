import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchFields } from '../codes/tables/searchFields';
import { hasFieldPrefix, looksProfessional } from './professionalMode';

const codes = searchFields.map((f) => f.code);

describe('looksProfessional', () => {
  it.each([
    ['T=人工智能', true],
    ['TE=人工智能', true],
    ['SU=大数据', true],
    ['FU=国家自然科学基金', true],
    ['  A=张三', true],
    ['人工智能 AND 机器学习', true],
    ['a OR b', true],
    ['a NOT b', true],
    ['人工智能', false],
    ['X=1', false],
    ['t=人工智能', false],
    ['a AND', false],
    ['aANDb', false],
    ['a and b', false],
    ['中文 T=abc', false],
  ])('%s → %s', (text, expected) => {
    expect(looksProfessional(text)).toBe(expected);
  });

  it('detects every field prefix, with or without E', () => {
    fc.assert(
      fc.property(fc.constantFrom(...codes), fc.boolean(), fc.string(), (code, exact, rest) => {
        expect(looksProfessional(`${code}${exact ? 'E' : ''}=${rest}`)).toBe(true);
      }),
    );
  });

  it('detects an operator between any two texts', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('AND', 'OR', 'NOT'), fc.string(), (left, op, right) => {
        expect(looksProfessional(`${left} ${op} ${right}`)).toBe(true);
      }),
    );
  });

  it('never fires on text without "=" and without a spaced upper-case operator', () => {
    const text = fc.string().filter((t) => !t.includes('=') && !/ (AND|OR|NOT) /.test(t));
    fc.assert(
      fc.property(text, (t) => {
        expect(looksProfessional(t)).toBe(false);
      }),
    );
  });

  it('accepts a custom code list', () => {
    expect(looksProfessional('CPC=H01', [...codes, 'CPC'])).toBe(true);
    expect(looksProfessional('CPC=H01')).toBe(false);
  });
});

describe('hasFieldPrefix', () => {
  it.each([
    ['T=深度学习 AND A=倪立诚', true],
    ['  TE=深度学习', true],
    ['深度学习 AND A=倪立诚', false],
    ['X=1', false],
  ])('%j → %s', (text, expected) => {
    expect(hasFieldPrefix(text)).toBe(expected);
  });
  it('is the prefix half of looksProfessional for any code of the table', () => {
    fc.assert(
      fc.property(fc.constantFrom(...codes), fc.boolean(), fc.string({ maxLength: 6 }), (code, exact, rest) => {
        const text = `${code}${exact ? 'E' : ''}=${rest}`;
        expect(hasFieldPrefix(text)).toBe(true);
        expect(looksProfessional(text)).toBe(true);
      }),
    );
  });
});
