import { describe, expect, it } from 'vitest';
import { provinceBars } from './provinceBars';

const regions = ['北京市', '江苏省', '广东省', '上海市', '山东省'].map((name, i) => ({ name, count: 50 - i * 10 }));

describe('provinceBars', () => {
  it('marks the own province where it ranks among the first', () => {
    expect(provinceBars(regions, '江苏省', 3)).toEqual([
      { name: '北京市', count: 50, isOwn: false },
      { name: '江苏省', count: 40, isOwn: true },
      { name: '广东省', count: 30, isOwn: false },
    ]);
  });

  it('adds the own province after the first ones, with its count, when it is not among them', () => {
    const bars = provinceBars(regions, '山东省', 3);
    expect(bars.map((b) => b.name)).toEqual(['北京市', '江苏省', '广东省', '山东省']);
    expect(bars.at(-1)).toEqual({ name: '山东省', count: 10, isOwn: true });
  });

  it('shows the own province at 0 when no partner is there, and nothing extra without a province', () => {
    expect(provinceBars(regions, '西藏自治区', 2).at(-1)).toEqual({ name: '西藏自治区', count: 0, isOwn: true });
    expect(provinceBars(regions, '', 2)).toHaveLength(2);
    expect(provinceBars([], '山东省')).toEqual([{ name: '山东省', count: 0, isOwn: true }]);
  });
});
