import { expect, it } from 'vitest';
import { keywordRedirect } from './keywordRedirect';

it('moves /keyword paths under /subject with 302', () => {
  expect(keywordRedirect('/keyword/summarize/%E4%BA%BA')).toEqual({
    status: 302,
    location: '/subject/summarize/%E4%BA%BA',
  });
  expect(keywordRedirect('/keyword/42/summarize', '?a=1')).toEqual({
    status: 302,
    location: '/subject/42/summarize?a=1',
  });
  expect(keywordRedirect('/keyword')).toEqual({ status: 302, location: '/subject' });
  expect(keywordRedirect('/keywords')).toBeNull();
  expect(keywordRedirect('/subject/1')).toBeNull();
});
