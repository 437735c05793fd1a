import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchFields } from '../codes/tables/searchFields';
import {
  buildSearchPageQuery,
  buildSearchPageUrl,
  chooseSearchSort,
  parseSearchPageUrl,
  toggleSearchFilter,
  type SearchPageState,
} from './searchPageUrl';

describe('/search page state in the address', () => {
  it('reads the spec keys plus sort, size, page and filters', () => {
    const state = parseSearchPageUrl('?k=%E7%A2%B3&n=T&ex=1&sort=cited.asc&size=50&page=3&f_Y=2024%7C2025&f_type=1');
    expect(state).toMatchObject({
      text: '碳',
      field: 'T',
      exact: true,
      sort: { key: 'cited', order: 'asc' },
      size: 50,
      page: 3,
      filters: { Y: ['2024', '2025'], type: ['1'] },
    });
  });
  it('falls back to defaults for unknown values; relevance is always descending', () => {
    expect(parseSearchPageUrl('?k=a&sort=relevance.asc&size=7&page=-2')).toMatchObject({
      sort: { key: 'relevance', order: 'desc' },
      size: 20,
      page: 1,
      filters: {},
    });
  });
  it('leaves defaults out', () => {
    expect(buildSearchPageUrl(parseSearchPageUrl('?k=ai'))).toBe('/search?k=ai');
  });
  it('choosing a value goes back to page 1; unchoosing the last value drops the group', () => {
    const state = parseSearchPageUrl('?k=ai&page=4&f_Y=2024');
    const more = toggleSearchFilter(state, 'Y', '2025', true);
    expect(more).toMatchObject({ page: 1, filters: { Y: ['2024', '2025'] } });
    expect(toggleSearchFilter(toggleSearchFilter(more, 'Y', '2024', false), 'Y', '2025', false).filters).toEqual({});
  });
  it('any state survives the address unchanged', () => {
    const value = fc.stringMatching(/^[^|]{1,6}$/);
    const state: fc.Arbitrary<SearchPageState> = fc.record({
      text: fc.string({ maxLength: 12 }),
      field: fc.constantFrom(...searchFields.map((f) => f.code)),
      typeId: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
      exact: fc.boolean(),
      professional: fc.boolean(),
      page: fc.integer({ min: 1, max: 500 }),
      size: fc.constantFrom(10, 20, 50),
      sort: fc.oneof(
        fc.constant({ key: 'relevance' as const, order: 'desc' as const }),
        fc.record({
          key: fc.constantFrom('date' as const, 'cited' as const, 'downloaded' as const),
          order: fc.constantFrom('asc' as const, 'desc' as const),
        }),
      ),
      filters: fc.dictionary(
        fc.constantFrom('Y', 'type', 'A', 'O', 'S', 'QJ', 'language'),
        fc.uniqueArray(value, { minLength: 1, maxLength: 3 }),
      ),
    });
    fc.assert(
      fc.property(state, (s) => {
        expect(parseSearchPageUrl(buildSearchPageQuery(s))).toEqual(s);
      }),
    );
  });
});

describe('choosing a sort key', () => {
  it('starts a new key descending, flips the active one, and leaves relevance as it is', () => {
    expect(chooseSearchSort({ key: 'relevance', order: 'desc' }, 'cited')).toEqual({ key: 'cited', order: 'desc' });
    expect(chooseSearchSort({ key: 'cited', order: 'desc' }, 'cited')).toEqual({ key: 'cited', order: 'asc' });
    expect(chooseSearchSort({ key: 'cited', order: 'asc' }, 'cited')).toEqual({ key: 'cited', order: 'desc' });
    expect(chooseSearchSort({ key: 'date', order: 'asc' }, 'downloaded')).toEqual({ key: 'downloaded', order: 'desc' });
    expect(chooseSearchSort({ key: 'cited', order: 'asc' }, 'relevance')).toEqual({ key: 'relevance', order: 'desc' });
    const relevance = { key: 'relevance', order: 'desc' } as const;
    expect(chooseSearchSort(relevance, 'relevance')).toBe(relevance);
  });
});
