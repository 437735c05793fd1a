import { describe, expect, it } from 'vitest';
import { parseQuery } from '../url/queryString';
import { citationExportFileName, citationExportUrl, parseCitationExport } from './citationExport';

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

describe('citation export file name', () => {
  it('is the title and first author of one document, the first title and the count of several, in the format', () => {
    expect(citationExportFileName([{ title: '东北地区绿色创新路径选择研究', firstAuthor: '文泽洋' }], 'RefMan')).toBe(
      '东北地区绿色创新路径选择研究_文泽洋.ris',
    );
    expect(citationExportFileName([{ title: '钢筋混凝土框架设计规范' }], 'EndNote')).toBe('钢筋混凝土框架设计规范.enw');
    expect(citationExportFileName([{ title: '甲', firstAuthor: '张三' }, { title: '乙' }], 'BibTex')).toBe(
      '甲等2篇.bib',
    );
    expect(citationExportFileName([{ title: 'A/B: "why"?', firstAuthor: 'Li' }], 'NoteFirst')).toBe('AB why_Li.xml');
  });
});
