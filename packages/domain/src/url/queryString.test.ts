import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildQuery, originOf, parseQuery } from './queryString';

describe('query strings', () => {
  it('parses with or without ?, decodes + and keeps the first value', () => {
    expect(parseQuery('?k=%E6%B7%B1%E5%BA%A6+%E5%AD%A6%E4%B9%A0&n=T&n=A&flag')).toEqual({
      k: '深度 学习',
      n: 'T',
      flag: '',
    });
    expect(parseQuery('a=%E0%A4%A')).toEqual({ a: '%E0%A4%A' });
    expect(parseQuery('')).toEqual({});
    const special = parseQuery('__proto__=x&valueOf=y');
    expect(Object.hasOwn(special, '__proto__') && special['__proto__']).toBe('x');
    expect(special.valueOf).toBe('y');
  });
  it('round-trips any values', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string()), (dict) => {
        expect(parseQuery(buildQuery(Object.entries(dict)))).toEqual(dict);
      }),
    );
  });
  it('finds origins', () => {
    expect(originOf('HTTPS://WWW.Example.cn:8080/x?y')).toBe('https://www.example.cn:8080');
    expect(originOf('/relative')).toBeNull();
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('https://user@evil.cn/')).toBeNull();
  });
});
