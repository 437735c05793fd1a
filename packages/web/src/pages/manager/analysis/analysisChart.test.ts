import { describe, expect, it } from 'vitest';
import type { ManagerSeries } from '@wenxian/api';
import { analysisChartOption } from './analysisChart';

const papers: ManagerSeries = {
  name: '发文量',
  unit: '篇',
  points: [
    { year: 2006, value: 1 },
    { year: 2009, value: 3 },
  ],
};
const cited: ManagerSeries = {
  name: '被引量',
  unit: '次',
  points: [
    { year: 2006, value: 10 },
    { year: 2009, value: 4 },
  ],
};

type Axis = { name?: string; data?: string[]; minInterval?: number };
type Line = { data: (number | null)[]; yAxisIndex: number; tooltip: { valueFormatter: (v: unknown) => string } };
const read = (series: ManagerSeries[]) =>
  analysisChartOption(series) as unknown as { xAxis: Axis; yAxis: Axis[]; series: Line[] };

describe('a manager analysis trend chart', () => {
  it('has every year of publication of its range on the axis, a year without papers at 0 (not skipped)', () => {
    const option = read([papers]);
    expect(option.xAxis.data).toEqual(['2006', '2007', '2008', '2009']);
    expect(option.xAxis.name).toBe('发表年份');
    expect(option.series[0]?.data).toEqual([1, 0, 0, 3]);
  });

  it('names its value axis by measure and unit, with whole-number ticks for counts', () => {
    const [axis] = read([papers]).yAxis;
    expect(axis?.name).toBe('发文量（篇）');
    expect(axis?.minInterval).toBe(1);
  });

  it('draws papers and citations on their own axes and says the unit in the tooltip', () => {
    const option = read([papers, cited]);
    expect(option.yAxis.map((a) => a.name)).toEqual(['发文量（篇）', '被引量（次）']);
    expect(option.series.map((s) => s.yAxisIndex)).toEqual([0, 1]);
    expect(option.series[1]?.tooltip.valueFormatter(10)).toBe('10次');
  });

  it('names one axis by the measure of series named otherwise (compete: one line per journal)', () => {
    const journals: ManagerSeries[] = ['计算机学报', '软件学报'].map((name) => ({
      ...papers,
      name,
      measure: '发文量',
    }));
    const option = read(journals);
    expect(option.yAxis.map((a) => a.name)).toEqual(['发文量（篇）']);
    expect(option.series.map((s) => s.yAxisIndex)).toEqual([0, 0]);
  });

  it('puts series of the same unit on one axis named by both measures', () => {
    const funded: ManagerSeries = { ...papers, name: '基金论文' };
    expect(read([funded, papers]).yAxis.map((a) => a.name)).toEqual(['基金论文、发文量（篇）']);
  });
});
