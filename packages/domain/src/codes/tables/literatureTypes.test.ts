import { describe, expect, it } from 'vitest';
import {
  documentPath,
  documentTypes,
  isSpecialOrderType,
  literatureTypeName,
  literatureTypes,
  specialOrderTypes,
} from './literatureTypes';

describe('literature types', () => {
  it('gives every document type except general a /doc route', () => {
    expect(literatureTypes.filter((t) => t.route === null).map((t) => t.code)).toEqual([0]);
    expect(literatureTypes.map((t) => t.route)).toEqual([
      null,
      '/doc/journal',
      '/doc/degree',
      '/doc/conference',
      '/doc/report',
      '/doc/patent',
      '/doc/standard',
      '/doc/achievement',
      '/doc/regulation',
      '/doc/newspaper',
      '/doc/policy',
    ]);
  });
  it('has a kind of document for every type with a route, in code order', () => {
    expect(documentTypes.map((t) => t.name)).toEqual([
      '期刊',
      '学位',
      '会议',
      '报告',
      '专利',
      '标准',
      '成果',
      '法律法规',
      '报纸',
      '政策',
    ]);
  });
  it('lists the three special order types', () => {
    expect(specialOrderTypes).toEqual([10001, 10004, 10005]);
    expect(isSpecialOrderType(10004)).toBe(true);
    expect(isSpecialOrderType(4)).toBe(false);
  });
  it('builds document paths and refuses types without a page', () => {
    expect(documentPath(5, 'CN123')).toBe('/doc/patent/CN123');
    expect(documentPath(51, 'a/b')).toBe('/doc/policy/a%2Fb');
    expect(documentPath(0, 1)).toBeNull();
    expect(documentPath(10001, 1)).toBeNull();
  });
});

it('names type codes sent as numbers or text (文献类型分布), and leaves other values as they are', () => {
  expect(['1', 2, '18', ' 51 ', 10005, '期刊'].map(literatureTypeName)).toEqual([
    '期刊',
    '学位',
    '报纸',
    '政策',
    '10005',
    '期刊',
  ]);
});
