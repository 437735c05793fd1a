import { describe, expect, it } from 'vitest';
import { parseSearchPageUrl } from '@wenxian/domain';
import { globalSearchHref } from './GlobalSearchHost';

const stateOf = (href: string) => {
  const url = new URL(href, 'http://site.test');
  expect(url.pathname).toBe('/search');
  return parseSearchPageUrl(url.search);
};

describe('globalSearchHref (the dialog → /search)', () => {
  it('opens a new search with the text, field and type, everything else at its default', () => {
    const state = stateOf(globalSearchHref({ text: '碳中和', field: 'K', mode: 'basic', typeId: 2 }));
    expect(state).toMatchObject({ text: '碳中和', field: 'K', typeId: 2, professional: false, page: 1, filters: {} });
    expect(state.sort.key).toBe('relevance');
  });

  it('keeps a professional expression as one and all types when none is chosen', () => {
    const text = 'T=人工智能 AND (A=张三 OR A=李四)';
    const state = stateOf(globalSearchHref({ text, field: 'U', mode: 'professional', typeId: null }));
    expect(state).toMatchObject({ text, professional: true, typeId: null });
  });
});
