import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchFields } from '../codes/tables/searchFields';
import { buildSearchUrl, parseSearchUrl, type SearchUrlState } from './searchUrl';

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
