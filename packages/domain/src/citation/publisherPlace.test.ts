import { describe, expect, it } from 'vitest';
import { gbtPlaceName } from './publisherPlace';

describe('GB/T 7714 place of publication', () => {
  it('is the city without 市 (北京: 科学出版社, not 北京市)', () => {
    expect(gbtPlaceName('北京市')).toBe('北京');
    expect(gbtPlaceName('上海市')).toBe('上海');
    expect(gbtPlaceName('石河子市')).toBe('石河子');
    expect(gbtPlaceName(' 武汉市 ')).toBe('武汉');
  });

  it('drops the province or district of an address', () => {
    expect(gbtPlaceName('湖北省武汉市')).toBe('武汉');
    expect(gbtPlaceName('新疆维吾尔自治区乌鲁木齐市')).toBe('乌鲁木齐');
    expect(gbtPlaceName('北京市海淀区')).toBe('北京');
  });

  it('keeps a name that is not a city with 市 after it', () => {
    expect(gbtPlaceName('北京')).toBe('北京');
    expect(gbtPlaceName('沙市')).toBe('沙市');
    expect(gbtPlaceName('香港')).toBe('香港');
    expect(gbtPlaceName('Cambridge, Mass.')).toBe('Cambridge, Mass.');
  });
});
