import { describe, expect, it } from 'vitest';
import {
  classifyResponseCode,
  defaultSearchField,
  findLiteratureType,
  literatureTypes,
  searchFields,
  withoutCpc,
} from '..';

describe('literature types', () => {
  it('holds every code of doc 001 §3 except the special order types', () => {
    expect(literatureTypes.map((t) => t.code)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 18, 51]);
  });
  it('maps each document type to its /doc route', () => {
    expect(findLiteratureType(18)?.route).toBe('/doc/newspaper');
    expect(findLiteratureType(9)).toBeUndefined();
  });
});

describe('search fields', () => {
  it('lists the 16 codes with U first', () => {
    expect(searchFields.map((f) => f.code)).toEqual([
      'U',
      'SU',
      'M',
      'T',
      'K',
      'R',
      'A',
      'F',
      'S',
      'J',
      'C',
      'E',
      'D',
      'FU',
      'PT',
      'ST',
    ]);
  });
  it('starts on any field, U (doc 000 §3)', () => {
    expect(defaultSearchField).toEqual({ code: 'U', label: '任意字段' });
  });
  it('drops CPC from server expression options', () => {
    expect(withoutCpc([{ value: 'U' }, { value: 'CPC' }])).toEqual([{ value: 'U' }]);
  });
});

describe('response codes', () => {
  it.each([
    [200, 'success'],
    [25, 'success'],
    [26, 'success'],
    [101, 'login'],
    [703, 'login'],
    [20, 'safetyCheck'],
    [505, 'resync'],
    [10009, 'resync'],
    [70006, 'searchLimit'],
    [70007, 'searchLimit'],
    [20001, 'silent'],
    [500, 'error'],
  ] as const)('%i is %s', (code, cls) => {
    expect(classifyResponseCode(code)).toBe(cls);
  });
});
