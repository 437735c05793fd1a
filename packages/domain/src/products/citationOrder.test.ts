import { describe, expect, it } from 'vitest';
import {
  citationFileProblem,
  citationOrderProblems,
  citationOrderStage,
  citationOrderTimings,
  citationPapersOf,
  citationRegProblems,
  citationTemplateColumns,
} from './citationOrder';

const header = [...citationTemplateColumns];

describe('citation order rules', () => {
  it('moves an order from 待受理 through 检索中 to 已完成 by elapsed time', () => {
    expect(citationOrderStage(0).stateName).toBe('待受理');
    expect(citationOrderStage(citationOrderTimings.acceptMs).stateName).toBe('检索中');
    expect(citationOrderStage(citationOrderTimings.finishMs - 1).stateName).toBe('检索中');
    expect(citationOrderStage(citationOrderTimings.finishMs).stateName).toBe('已完成');
  });

  it('reads rows under the template header and names the first row missing a title', () => {
    expect(citationPapersOf([header, ['甲', '张三', '刊', '2020', '1', '2'], ['', '', '', '', '', '']])).toEqual({
      papers: [{ title: '甲', authors: '张三', journal: '刊', year: '2020', volume: '1', issue: '2' }],
    });
    expect(citationPapersOf([['\uFEFF题名', ...header.slice(1)], ['甲']])).toMatchObject({ papers: [{ title: '甲' }] });
    expect(citationPapersOf([header, ['甲'], ['', '李四']])).toEqual({ problem: 'noTitle', row: 2 });
    expect(citationPapersOf([['标题']])).toEqual({ problem: 'header' });
    expect(citationPapersOf([])).toEqual({ problem: 'empty' });
    expect(citationPapersOf([header, ...Array.from({ length: 201 }, () => ['甲'])])).toEqual({ problem: 'tooMany' });
  });

  it('accepts only CSV files with content', () => {
    expect(citationFileProblem('清单.CSV', 10)).toBeUndefined();
    expect(citationFileProblem('清单.xlsx', 10)).toBe('type');
    expect(citationFileProblem('清单.csv', 0)).toBe('empty');
  });

  it('lists every problem of an order and a registration', () => {
    expect(citationOrderProblems({ title: ' ', sources: [], papers: 0 })).toEqual([
      'titleRequired',
      'sourcesRequired',
      'papersRequired',
    ]);
    expect(citationOrderProblems({ title: '字'.repeat(61), sources: ['WOS'], papers: 1 })).toEqual(['titleTooLong']);
    expect(citationRegProblems({ name: '王', organ: '大学', contact: 'wang@example.com' })).toEqual([]);
    expect(citationRegProblems({ name: '', organ: '', contact: '12345' })).toEqual([
      'nameRequired',
      'organRequired',
      'contactInvalid',
    ]);
  });
});
