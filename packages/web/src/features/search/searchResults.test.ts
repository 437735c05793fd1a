import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseSearchPageUrl } from '@wenxian/domain';
import { facetGroupsOf, resultLiteratureOf, searchRequestOf, typeCountRequestOf, typeTabsOf } from './searchResults';

describe('search request from the /search URL', () => {
  it('sends the text under its field, exact match, the type, filters, sort both ways, page and size', () => {
    const request = searchRequestOf(
      parseSearchPageUrl('?k=%E7%A2%B3%E4%B8%AD%E5%92%8C&n=T&id=1&ex=1&f_Y=2024%7C2025&sort=cited.asc&size=50&page=3'),
    );
    expect(request).toMatchObject({
      conditions: [{ searchField: 'T', content: '碳中和', exact: true }],
      type: 1,
      conditionFilter: { Y: ['2024', '2025'] },
      pageNum: 3,
      pageSize: 50,
      sort: 'cited',
      order: 'asc',
    });
    expect(request.expression).toBeUndefined();
  });
  it('sends basic-mode and/or/not between words as operators, an exact value as typed', () => {
    const basic = searchRequestOf(parseSearchPageUrl('?k=' + encodeURIComponent('机器 not 学习')));
    expect(basic.conditions).toEqual([{ searchField: 'U', content: '机器 NOT 学习' }]);
    const exact = searchRequestOf(parseSearchPageUrl('?ex=1&k=' + encodeURIComponent('机器 not 学习')));
    expect(exact.conditions[0]?.content).toBe('机器 not 学习');
  });
  it('sends a professional text as the expression', () => {
    expect(searchRequestOf(parseSearchPageUrl('?k=T%3D%E7%A2%B3&regex=1')).expression).toBe('T=碳');
  });
  it('type counts leave out the type choice and ask only the type facet', () => {
    const request = typeCountRequestOf(parseSearchPageUrl('?k=a&id=2&f_type=2&f_Y=2024'));
    expect(request.type).toBeUndefined();
    expect(request.conditionFilter).toEqual({ Y: ['2024'] });
    expect(request.agsList).toEqual([{ code: 'type', size: 10 }]);
  });
});

describe('facets and tabs', () => {
  const facets = [
    {
      code: 'type',
      name: '文献类型',
      items: [
        { id: '1', name: '期刊', count: 30 },
        { id: '2', name: '学位', count: 5 },
      ],
    },
    { code: 'Y', name: '年份', items: [{ id: '2025', name: '2025', count: 12 }] },
    { code: 'A', name: '作者', items: [] },
  ];
  it('the type facet goes to the tabs, empty groups are left out', () => {
    expect(facetGroupsOf(facets)).toEqual([
      { code: 'Y', title: '年份', sizeKind: 'year', options: [{ value: '2025', label: '2025', count: 12 }] },
    ]);
    expect(typeTabsOf(facets, 35).map((t) => [t.code, t.count])).toEqual([
      [null, 35],
      [1, 30],
      [2, 5],
    ]);
  });
  it('names the quality-journal facet index-tag codes index-tag codes as the journal pages do, filtering by the code', () => {
    const quality = [
      { code: 'QJ', name: '核心期刊', items: ['BDHX', 'CSTPCD', 'RCCSE'].map((id) => ({ id, name: id, count: 3 })) },
    ];
    expect(facetGroupsOf(quality)[0]?.options).toEqual([
      { value: 'BDHX', label: '北大核心', count: 3 },
      { value: 'CSTPCD', label: '科技核心', count: 3 },
      { value: 'RCCSE', label: '武大RCCSE核心期刊', count: 3 },
    ]);
  });
});

describe('result rows', () => {
  it('keeps the server highlight and escapes plain titles', () => {
    const base = { id: '1', type: 1 as const, authors: [{ name: '王伟' }] };
    expect(resultLiteratureOf({ ...base, title: 'a<b', highlightTitle: '<em>a</em>' }).titleHtml).toBe('<em>a</em>');
    expect(resultLiteratureOf({ ...base, title: 'a<b' }).titleHtml).toBe('a&lt;b');
  });
  it('escaping never leaves markup characters in a plain title or abstract', () => {
    const base = { id: '1', type: 1 as const, authors: [] };
    fc.assert(
      fc.property(fc.string(), (text) => {
        const row = resultLiteratureOf({ ...base, title: text, abstract: text });
        return !/[<>"']/.test(row.titleHtml) && !/[<>"']/.test(row.abstractHtml ?? '');
      }),
    );
  });
});
