import { describe, expect, it } from 'vitest';
import { chooseErrorPage, isSearchRoute, shouldLogErrorPage } from './errorPage';

describe('chooseErrorPage', () => {
  it.each([
    [{ apiCode: 408 }, '/doc/journal/1', 'removed'],
    [{ apiCode: 408 }, '/subject/1', 'removed'],
    [{ apiCode: 404 }, '/subject/123', 'keywordNotFound'],
    [{ statusCode: 404 }, '/keyword/深度学习', 'keywordNotFound'],
    [{ apiCode: 70006 }, '/search', 'searchLimit'],
    [{ apiCode: 70007 }, '/advancesearch', 'searchLimit'],
    [{ apiCode: 70007 }, '/journal/search', 'searchLimit'],
    [{ apiCode: 70007 }, '/journal', 'serverError'],
    [{ apiCode: 404 }, '/journal/1', 'notFound'],
    [{ statusCode: 404 }, '/nowhere', 'notFound'],
    [{ apiCode: 20 }, '/', 'safetyCheck'],
    [{ apiCode: 21 }, '/', 'tooFrequent'],
    [{ apiCode: 500 }, '/', 'serverError'],
    [{}, '/', 'serverError'],
  ] as const)('%o on %s → %s', (error, path, kind) => {
    expect(chooseErrorPage(error, path)).toBe(kind);
  });
  it('knows search routes', () => {
    expect(isSearchRoute('/patent')).toBe(true);
    expect(isSearchRoute('/conference/search')).toBe(true);
    expect(isSearchRoute('/searchx')).toBe(false);
  });
});

it('logs details except for 20, 21, 404 and 408 pages', () => {
  expect(shouldLogErrorPage('serverError')).toBe(true);
  expect(shouldLogErrorPage('searchLimit')).toBe(true);
  for (const kind of ['safetyCheck', 'tooFrequent', 'notFound', 'keywordNotFound', 'removed'] as const) {
    expect(shouldLogErrorPage(kind)).toBe(false);
  }
});
