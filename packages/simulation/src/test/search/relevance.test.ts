import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { search } from '@wenxian/api';
import { resetSimulation } from '../../index';
import { warmUp } from '../warmUp';

beforeAll(warmUp, 120_000);
afterEach(() => resetSimulation());

/** Topics users type into the search box, each of two words or more for the segmenter (机器 + 学习). */
const topicQueries = [
  '机器学习',
  '深度学习',
  '知识图谱',
  '推荐系统',
  '自然语言处理',
  '大语言模型',
  '边缘计算',
  '图神经网络',
  '注意力机制',
  '联邦学习',
  '数字经济',
  '乡村振兴',
  '高质量发展',
  '绿色金融',
  '课程思政',
  '混合式教学',
  '锂离子电池',
  '滚动轴承',
  '碳排放权交易',
  '个人信息保护',
];

const squeeze = (text: string) => text.toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, '');
/** The whole query as a phrase in the title or a keyword. */
const holds = (item: { title: string; keywords?: string[] | null }, query: string) =>
  [item.title, ...(item.keywords ?? [])].some((value) => squeeze(value).includes(squeeze(query)));

describe('relevance of /search', () => {
  it.each(topicQueries)('ranks every result holding “%s” whole above those holding its words apart', async (query) => {
    const { list } = await search({ conditions: [{ searchField: 'U', content: query }], pageSize: 10 });
    expect(list.length).toBeGreaterThan(0);
    const holding = list.map((item) => holds(item, query));
    const lastHolding = holding.lastIndexOf(true);
    const firstApart = holding.indexOf(false);
    expect(lastHolding, `${query}: ${list.map((i) => i.title).join(' / ')}`).toBeGreaterThanOrEqual(0);
    if (firstApart >= 0) expect(lastHolding).toBeLessThan(firstApart);
  });

  it('puts titles holding 机器学习 above 对比学习在机器翻译中的应用', async () => {
    const { list } = await search({ conditions: [{ searchField: 'U', content: '机器学习' }], pageSize: 10 });
    expect(list[0]?.title).toContain('机器学习');
    expect(list.map((item) => item.title)).not.toContain('对比学习在机器翻译中的应用');
  });
});
