import { describe, expect, it } from 'vitest';
import { tdkOf } from '../../data/tdk';

describe('section TDK of the simulation', () => {
  it('gives an address the TDK of its longest configured section', () => {
    expect(tdkOf('/')?.title).toBe('文献 - 学术文献检索与知识服务平台');
    expect(tdkOf('/journal/nav')?.title).toBe('期刊导航');
    expect(tdkOf('/search?k=x')?.title).toBe('文献检索');
    expect(tdkOf('/product/thesisdetection/order')?.title).toBe('论文检测');
  });

  it('has none for addresses of no section, and matches whole segments only', () => {
    expect(tdkOf('/doc/journal/QK1')).toBeNull();
    expect(tdkOf('/journalism')).toBeNull();
  });
});
