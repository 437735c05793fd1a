import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { documentTypes } from '@wenxian/domain';
import { facetGroupsOf, resultLiteratureOf, typeBrowseTabsOf, typeTabsOf } from './searchRows';

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
  it('a type browse lists every kind of document, no 全部, the browsed one with the results total', () => {
    const tabs = typeBrowseTabsOf(5, 18_204);
    expect(tabs.map((t) => t.label)).toEqual(documentTypes.map((t) => t.name));
    expect(tabs.filter((t) => t.count !== undefined)).toEqual([{ code: 5, label: '专利', count: 18_204 }]);
    expect(typeBrowseTabsOf(5, undefined).every((t) => t.count === undefined)).toBe(true);
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
  it('carries the facts of each type: degree, volume and issue, application number, standard number and status', () => {
    const base = { id: '1', title: 't', authors: [{ name: '胡梓诚' }], year: 2025 };
    expect(resultLiteratureOf({ ...base, type: 2, source: '西宁大学', thesisType: '硕士' })).toMatchObject({
      source: '西宁大学',
      degree: '硕士',
    });
    expect(resultLiteratureOf({ ...base, type: 1, source: '软件学报', volume: '72', issue: '5' }).issue).toBe('72(5)');
    expect(resultLiteratureOf({ ...base, type: 5, applicationNo: 'CN202210154380.9' }).patentNumber).toBe(
      'CN202210154380.9',
    );
    const standard = { ...base, type: 6 as const, standardNo: 'GB/T 7714-2015' };
    expect(resultLiteratureOf({ ...standard, standardStatus: '现行' })).toMatchObject({
      standardNumber: 'GB/T 7714-2015',
      standardStatus: 'current',
    });
    expect(resultLiteratureOf({ ...standard, standardStatus: '作废' }).standardStatus).toBe('void');
  });
});
