import { describe, expect, it } from 'vitest';
import { parseQuery } from '../url/queryString';
import { citationExportUrl, parseCitationExport } from './citationExport';

/** A query string as the `get` the parser reads. */
const paramsOf = (query: string) => {
  const dict = parseQuery(query);
  return { get: (name: string) => dict[name] ?? null };
};

describe('citation export address', () => {
  it('round-trips ids, types and the format', () => {
    const url = citationExportUrl({ ids: ['QK1', 'XW2'], types: [1, 2], format: 'RefMan' });
    expect(url).toBe('/cite/export?ids=QK1%2CXW2&types=1%2C2&format=RefMan');
    expect(parseCitationExport(paramsOf(url.slice(url.indexOf('?'))))).toEqual({
      ids: ['QK1', 'XW2'],
      types: [1, 2],
      format: 'RefMan',
    });
  });

  it('refuses a missing id, an unknown type or format, and a type count unlike the ids', () => {
    const parse = (q: string) => parseCitationExport(paramsOf(q));
    expect(parse('types=1&format=BibTex')).toBeNull();
    expect(parse('ids=A&types=999&format=BibTex')).toBeNull();
    expect(parse('ids=A&types=1&format=Word')).toBeNull();
    expect(parse('ids=A,B&types=1&format=EndNote')).toBeNull();
    expect(parse('ids=A&types=1&format=EndNote')).toEqual({ ids: ['A'], types: [1], format: 'EndNote' });
  });
});
