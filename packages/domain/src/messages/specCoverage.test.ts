import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { catalogueIndex, extractChineseStrings, specCoverage } from './specCoverage';

describe('extractChineseStrings', () => {
  it('keeps glued ASCII, inner single spaces and full-width punctuation', () => {
    const text =
      '- Feedback images: each at most 2 MB, else 同学 你的图片太大了 and the image is dropped; items with 扣1篇额度, 武大RCCSE authority; titles 404 资源未找到; 跳转中···; 哎呀，出问题，请稍后再试.';
    expect(extractChineseStrings(text)).toEqual([
      '同学 你的图片太大了',
      '扣1篇额度',
      '武大RCCSE',
      '资源未找到',
      '跳转中···',
      '哎呀，出问题，请稍后再试',
    ]);
  });
  it('ignores text without Han characters and repeats', () => {
    expect(extractChineseStrings('GB/T 7714—2015 and 免 or 免')).toEqual(['免']);
  });
});

describe('specCoverage', () => {
  const catalogue = catalogueIndex({ a: { b: '刚刚', c: '多余' } }, 'messages');
  it('matches strings exactly and counts exclusions apart', () => {
    const report = specCoverage(
      [
        { name: '000', text: '刚刚 or 未知 or 示例' },
        { name: '001', text: '刚刚' },
      ],
      catalogue,
      { 示例: 'an example, not UI text' },
    );
    expect(report.rows).toEqual([
      { text: '刚刚', documents: ['000', '001'], keys: ['messages.a.b'] },
      { text: '未知', documents: ['000'], keys: [] },
      { text: '示例', documents: ['000'], keys: [], excludedBecause: 'an example, not UI text' },
    ]);
    expect([report.userFacing, report.covered, report.percent]).toEqual([2, 1, 50]);
    expect(report.extraCatalogueEntries).toEqual([{ text: '多余', keys: ['messages.a.c'] }]);
  });
  it('indexes the real catalogue by value', () => {
    expect(catalogueIndex(messages, 'messages').get('暂无数据')).toEqual(['messages.loader.empty']);
  });
});
