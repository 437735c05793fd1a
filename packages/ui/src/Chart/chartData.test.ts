import { describe, expect, it } from 'vitest';
import { networkOption, rankOption, rankTable, trendOption, trendTable } from './chartData';

const published = { name: '发文量', points: [2019, 2020, 2023].map((year) => ({ year, value: year - 2010 })) };

describe('trend charts', () => {
  it('put every year of the range on the axis, a year with no articles at 0', () => {
    const option = trendOption([published]) as { xAxis: { data: string[] }; series: { data: number[] }[] };
    expect(option.xAxis.data).toEqual(['2019', '2020', '2021', '2022', '2023']);
    expect(option.series[0]?.data).toEqual([9, 10, 0, 0, 13]);
  });

  it('leave a year without articles a gap for an average per article, not 0', () => {
    const perPaper = { ...published, name: '篇均被引', isAverage: true };
    const option = trendOption([perPaper]) as { series: { data: (number | null)[] }[] };
    expect(option.series[0]?.data).toEqual([9, 10, null, null, 13]);
    expect(trendTable([perPaper]).rows[2]).toEqual(['2021', '无']);
  });

  it('read the same years in their table', () => {
    expect(trendTable([published]).rows.map((r) => r[0])).toEqual(['2019', '2020', '2021', '2022', '2023']);
  });

  it('span the years of all series together', () => {
    const cited = { name: '被引量', points: [{ year: 2017, value: 4 }] };
    expect(trendTable([published, cited]).rows[0]).toEqual(['2017', 0, 4]);
    expect(trendTable([]).rows).toEqual([]);
  });
});

describe('rank charts', () => {
  type Bars = { xAxis: { name?: string }; series: { data: (number | string)[] }[] };
  const items = [
    { name: '北京市', count: 9 },
    { name: '山东省（本省）', count: 4, isMarked: true },
    { name: '上海市', count: 2 },
  ];

  it('draw a marked item apart, on its row, and every other in the first series (first item on top)', () => {
    const option = rankOption(items, '合作次数') as Bars;
    expect(option.series.map((s) => s.data)).toEqual([
      [2, '-', 9],
      ['-', 4, '-'],
    ]);
    expect((rankOption(items.slice(0, 1)) as Bars).series).toHaveLength(1);
  });

  it('name the measure at the value axis when given', () => {
    expect((rankOption(items, '合作次数', '合作次数（篇次）') as Bars).xAxis.name).toBe('合作次数（篇次）');
    expect((rankOption(items, '合作次数') as Bars).xAxis.name).toBeUndefined();
    const trend = trendOption([published], '篇均被引（次）') as { yAxis: { name?: string } };
    expect(trend.yAxis.name).toBe('篇均被引（次）');
  });

  it("head the table's value column with the axis's name, unit and all, when there is one", () => {
    expect(rankTable(items, '发文量', '发文量（篇）').columns).toEqual(['名称', '发文量（篇）']);
    expect(rankTable(items, '发文量').columns).toEqual(['名称', '发文量']);
  });

  it("keep one or two bars a ranking's width", () => {
    const bars = rankOption(items.slice(0, 1)) as { series: { barMaxWidth?: number }[] };
    expect(bars.series[0]?.barMaxWidth).toBeGreaterThan(0);
  });
});

describe('count axes', () => {
  type Axis = { minInterval?: number };
  it('step by whole numbers for counts, so 1 article is not read off 0.2, 0.4 …', () => {
    expect((rankOption([{ name: '基金', count: 1 }]) as { xAxis: Axis }).xAxis.minInterval).toBe(1);
    expect((trendOption([published]) as { yAxis: Axis }).yAxis.minInterval).toBe(1);
  });

  it('leave averages and fractions their fine steps', () => {
    expect((rankOption([{ name: '管理学', count: 1.08 }]) as { xAxis: Axis }).xAxis.minInterval).toBeUndefined();
    const perPaper = { ...published, isAverage: true };
    expect((trendOption([perPaper]) as { yAxis: Axis }).yAxis.minInterval).toBeUndefined();
  });
});

describe('networkOption', () => {
  type Node = { name: string; x: number; y: number; symbolSize: number; label: Record<string, unknown> };
  const nodesOf = (partners: number) => {
    const nodes = [
      { id: 'S', name: '本人', count: 20 },
      ...Array.from({ length: partners }, (_, i) => ({
        id: `P${i}`,
        name: `合作者${i}`,
        count: 1 + i,
      })),
    ];
    const option = networkOption({
      nodes,
      links: nodes.slice(1).map((n) => ({ source: 'S', target: n.id, value: 1 })),
    });
    return ((option.series as { data: Node[] }[])[0]?.data ?? []) as Node[];
  };

  it('puts the subject in the centre of its partners, who sit evenly round it', () => {
    for (const partners of [1, 2, 5, 12]) {
      const [subject, ...others] = nodesOf(partners);
      expect(subject).toMatchObject({ x: 0, y: 0 });
      const distances = others.map((n) => Math.hypot(n.x, n.y));
      for (const d of distances) expect(d).toBeCloseTo(distances[0] ?? 0, 5);
      // Evenly round it: their centre of mass is the subject (one partner alone sits above it).
      if (partners > 1) {
        expect(others.reduce((s, n) => s + n.x, 0) / partners).toBeCloseTo(0, 5);
        expect(others.reduce((s, n) => s + n.y, 0) / partners).toBeCloseTo(0, 5);
      }
    }
  });

  it('draws the whole star within a box centred on the subject when the partners are even', () => {
    const nodes = nodesOf(8);
    const xs = nodes.map((n) => n.x);
    const ys = nodes.map((n) => n.y);
    expect(Math.max(...xs) + Math.min(...xs)).toBeCloseTo(0, 5);
    expect(Math.max(...ys) + Math.min(...ys)).toBeCloseTo(0, 5);
  });

  it('runs each partner’s name outward along its radius from just outside its node, turned on the left half', () => {
    const [subject, top, right, bottom, left] = nodesOf(4);
    expect(subject?.label).toEqual({ position: 'bottom', rotate: 0 });
    expect(top?.label).toMatchObject({ align: 'left', verticalAlign: 'middle', rotate: 90 });
    expect(right?.label).toMatchObject({ align: 'left', rotate: 0 });
    expect(bottom?.label).toMatchObject({ align: 'left', rotate: -90 });
    expect(left?.label).toMatchObject({ align: 'right', rotate: 0 });
    // The anchor on the radius: straight above the top node's centre, straight left of the left one's.
    const [tx, ty] = top?.label.position as number[];
    const [lx, ly] = left?.label.position as number[];
    expect(ty).toBeLessThan(0);
    expect(lx).toBeLessThan(0);
    expect(2 * (tx ?? 0)).toBe(top?.symbolSize);
    expect(2 * (ly ?? 0)).toBe(left?.symbolSize);
  });
});
