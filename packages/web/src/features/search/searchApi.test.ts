import { describe, expect, it } from 'vitest';
import { parseSearchPageUrl } from '@wenxian/domain';
import { searchRequestOf, typeCountRequestOf } from './searchApi';

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
