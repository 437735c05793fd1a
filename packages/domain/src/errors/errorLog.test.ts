import { expect, it } from 'vitest';
import { buildErrorLog } from './errorLog';

it('collects uri, query, status, storage text and message', () => {
  const data = new Map([
    ['token', 'secret'],
    ['orderStatus1', 'paid'],
  ]);
  const storage = {
    length: data.size,
    key: (i: number) => [...data.keys()][i] ?? null,
    getItem: (k: string) => data.get(k) ?? null,
  };
  expect(buildErrorLog({ pathname: '/doc/journal/1', search: '?a=1', status: 500, message: 'boom' }, storage)).toEqual({
    uri: '/doc/journal/1',
    query: 'a=1',
    status: 500,
    localStorage: '{"token":"***","orderStatus1":"paid"}',
    message: 'boom',
  });
});
