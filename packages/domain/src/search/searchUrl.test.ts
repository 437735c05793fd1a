import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchFields } from '../codes/tables/searchFields';
import { buildSearchUrl, parseSearchUrl, searchKeywordOf, searchTextOf, type SearchUrlState } from './searchUrl';

describe('search URL', () => {
  it('builds /search with k, n, id, ex, regex', () => {
    expect(
      buildSearchUrl({ text: 'T=人工智能 AND A=张三', field: 'T', typeId: 1, exact: true, professional: true }),
    ).toBe('/search?k=T%3D%E4%BA%BA%E5%B7%A5%E6%99%BA%E8%83%BD%20AND%20A%3D%E5%BC%A0%E4%B8%89&n=T&id=1&ex=1&regex=1');
    expect(buildSearchUrl({ text: 'ai', field: 'U', typeId: null, exact: false, professional: false })).toBe(
      '/search?k=ai',
    );
  });
  it('reads defaults for missing or unknown values', () => {
    expect(parseSearchUrl('?k=%E5%A4%A7%E6%95%B0%E6%8D%AE&n=CPC&id=x&ex=0')).toEqual({
      text: '大数据',
      field: 'U',
      typeId: null,
      exact: false,
      professional: false,
    });
  });
  it('round-trips every state', () => {
    const state: fc.Arbitrary<SearchUrlState> = fc.record({
      text: fc.string(),
      field: fc.constantFrom(...searchFields.map((f) => f.code)),
      typeId: fc.option(fc.nat()),
      exact: fc.boolean(),
      professional: fc.boolean(),
    });
    fc.assert(
      fc.property(state, (s) => {
        const url = buildSearchUrl(s);
        expect(url.startsWith('/search?k=')).toBe(true);
        expect(parseSearchUrl(url.slice('/search'.length))).toEqual(s);
      }),
    );
  });
});

describe('the search text of k', () => {
  it('is read as a form decodes it, with or without the leading ?', () => {
    expect(searchTextOf('?k=%E6%9C%BA%E5%99%A8+%E5%AD%A6%E4%B9%A0&n=A')).toBe('机器 学习');
    expect(searchTextOf('k=ai%20ml')).toBe('ai ml');
  });
  it('is empty when the address has no k, and the first k wins', () => {
    expect(searchTextOf('?n=A')).toBe('');
    expect(searchTextOf('')).toBe('');
    expect(searchTextOf('?k=first&k=second')).toBe('first');
  });
  it('keeps a malformed escape as written instead of failing', () => {
    expect(searchTextOf('?k=%E6%9C')).toBe('%E6%9C');
  });
  it('as a keyword drops the blanks around it, and blanks alone are no keyword', () => {
    expect(searchKeywordOf('?k=+%20%E5%BC%A0%E4%B8%89+')).toBe('张三');
    expect(searchKeywordOf('?k=+++')).toBe('');
  });
  it('is the text /search reads', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const url = buildSearchUrl({ text, field: 'U', typeId: null, exact: false, professional: false });
        expect(searchTextOf(url.slice(url.indexOf('?')))).toBe(parseSearchUrl(url.slice(url.indexOf('?'))).text);
      }),
    );
  });
});
