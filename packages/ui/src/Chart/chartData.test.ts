import { describe, expect, it } from 'vitest';
import { trendOption, trendTable } from './chartData';

const published = { name: '发文量', points: [2019, 2020, 2023].map((year) => ({ year, value: year - 2010 })) };

describe('trend charts', () => {
  it('put every year of the range on the axis, a year with no articles at 0', () => {
    const option = trendOption([published]) as { xAxis: { data: string[] }; series: { data: number[] }[] };
    expect(option.xAxis.data).toEqual(['2019', '2020', '2021', '2022', '2023']);
    expect(option.series[0]?.data).toEqual([9, 10, 0, 0, 13]);
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
