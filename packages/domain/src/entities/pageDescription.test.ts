import { describe, expect, it } from 'vitest';
import { authorPageDescription, journalPageDescription, subjectPageDescription } from './pageDescription';

describe('entity page descriptions', () => {
  it('describe a journal by its host, numbers, index lists, impact and articles, not its bare name', () => {
    expect(
      journalPageDescription({
        name: '计算机工程',
        hostOrgan: '南京理工大学',
        issn: '1000-3428',
        cn: '31-1289/TP',
        frequency: '月刊',
        indexTags: ['BDHX', 'CSTPCD'],
        indexTagEditions: { BDHX: '2023' },
        impactFactor: 5.475,
        literatureCount: 12345,
      }),
    ).toBe(
      '《计算机工程》：南京理工大学主办；ISSN 1000-3428；CN 31-1289/TP；月刊；收录于北大核心、科技核心；复合影响因子 5.475；文献量 12,345 篇。可按刊期浏览文献，查看统计分析与引证分析。',
    );
  });

  it('leave out what is not known', () => {
    expect(journalPageDescription({ name: '新刊' })).toBe('《新刊》。可按刊期浏览文献，查看统计分析与引证分析。');
  });

  it('describe an author by organisation, output and fields', () => {
    expect(
      authorPageDescription({
        name: '麦诚',
        organName: '遵义师范大学',
        title: '教授',
        literatureCount: 12,
        citedCount: 1034,
        hIndex: 5,
        domains: ['经济学', '管理学'],
      }),
    ).toBe(
      '麦诚：遵义师范大学学者；教授；发文 12 篇，被引 1,034 次；h 指数 5；研究领域：经济学、管理学。可查看其学术成果、合作作者与机构、学术影响。',
    );
  });

  it('describe a subject by discipline, class and papers', () => {
    expect(subjectPageDescription({ name: '数值模拟', disciplineName: '力学', clc: 'O3', literatureCount: 86 })).toBe(
      '主题“数值模拟”：所属学科：力学；中图分类号 O3；相关文献 86 篇。可查看研究趋势、学科渗透、相关主题与学术成果。',
    );
  });
});
