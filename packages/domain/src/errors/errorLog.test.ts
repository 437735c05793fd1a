import { expect, it } from 'vitest';
import { buildErrorLog, storageText } from './errorLog';

const storage = (entries: [string, string][]) => {
  const data = new Map(entries);
  return {
    length: data.size,
    key: (i: number) => [...data.keys()][i] ?? null,
    getItem: (k: string) => data.get(k) ?? null,
  };
};

it('writes every storage entry as one JSON text with the token masked', () => {
  expect(
    storageText(
      storage([
        ['token', 'secret'],
        ['orderStatus1', 'paid'],
      ]),
    ),
  ).toBe('{"token":"***","orderStatus1":"paid"}');
});

it('collects uri, query without its ?, status, storage text and message', () => {
  expect(buildErrorLog({ pathname: '/doc/journal/1', search: '?a=1', status: 500, message: 'boom' }, '{}')).toEqual({
    uri: '/doc/journal/1',
    query: 'a=1',
    status: 500,
    localStorage: '{}',
    message: 'boom',
  });
  expect(buildErrorLog({ pathname: '/', search: '', status: 500, message: null }, '{}')).toMatchObject({
    query: '',
    message: '',
  });
});
