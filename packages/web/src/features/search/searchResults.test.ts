import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emptySearchUrlState } from '@wenxian/domain';
import { escapeHtml, resultLiteratureOf, searchRequestOf, SEARCH_PAGE_SIZE } from './searchResults';

describe('search request from the /search URL', () => {
  it('sends the text under its field, the type and the page', () => {
    const request = searchRequestOf({ ...emptySearchUrlState, text: '碳中和', field: 'T', typeId: 1 }, 3, { key: 'cited', order: 'desc' });
    expect(request).toMatchObject({
      conditions: [{ searchField: 'T', content: '碳中和' }],
      type: 1,
      pageNum: 3,
      pageSize: SEARCH_PAGE_SIZE,
      sort: 'cited',
    });
    expect(request.expression).toBeUndefined();
  });
  it('sends a professional text as the expression', () => {
    const request = searchRequestOf({ ...emptySearchUrlState, text: 'T=碳中和 AND A=王', professional: true }, 1, { key: 'relevance', order: 'desc' });
    expect(request.expression).toBe('T=碳中和 AND A=王');
  });
});

describe('result rows', () => {
  it('keeps the server highlight and escapes plain titles', () => {
    const base = { id: '1', type: 1 as const, authors: [{ name: '王伟' }] };
    expect(resultLiteratureOf({ ...base, title: 'a<b', highlightTitle: '<em>a</em>' }).titleHtml).toBe('<em>a</em>');
    expect(resultLiteratureOf({ ...base, title: 'a<b' }).titleHtml).toBe('a&lt;b');
  });
  it('escaping never leaves markup characters', () => {
    fc.assert(fc.property(fc.string(), (text) => !/[<>"']/.test(escapeHtml(text))));
  });
});
