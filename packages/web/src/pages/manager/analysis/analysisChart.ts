import type { ManagerSeries } from '@wenxian/api';
import { managerLabels } from '@wenxian/domain';
import { trendOption, type ChartOption } from '@wenxian/ui';

const labels = managerLabels;

/**
 * The value axes of a chart, one per unit in the order the series bring them (篇 left, 次 right), and the axis of each
 * series. A third unit shares the right-hand axis: two axes are all a line chart can name beside it.
 */
function axesOf(series: readonly ManagerSeries[]) {
  const axes: { unit: string; measures: string[] }[] = [];
  const axisOfSeries = series.map((s) => {
    const unit = s.unit ?? '';
    const measure = s.measure ?? s.name;
    let index = axes.findIndex((a) => a.unit === unit);
    if (index < 0 && axes.length < 2) index = axes.push({ unit, measures: [] }) - 1;
    if (index < 0) index = 1;
    const axis = axes[index];
    if (axis && !axis.measures.includes(measure)) axis.measures.push(measure);
    return index;
  });
  return { axes, axisOfSeries };
}

/**
 * An analysis's year series as lines: every year of the range on the axis (ui's trend, so a year without papers is
 * a 0, not skipped), each unit on its own value axis named by its measures and unit (发文量（篇）, 被引量（次）),
 * whole-number ticks (the values are counts) and the unit after each value in the tooltip.
 */
export function analysisChartOption(series: readonly ManagerSeries[]): ChartOption {
  const base = trendOption(series);
  const { axes, axisOfSeries } = axesOf(series);
  const lines = [base.series ?? []].flat();
  return {
    ...base,
    // The axes' names and labels are kept inside the chart, whatever their length.
    grid: { left: 16, right: 16, top: 64, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'all' },
    xAxis: { ...(base.xAxis as object), name: labels.yearAxis, nameLocation: 'middle', nameGap: 28 },
    yAxis: axes.map((axis, i) => ({
      type: 'value' as const,
      minInterval: 1,
      ...(axis.unit ? { name: labels.valueAxis(axis.measures, axis.unit) } : {}),
      nameTextStyle: { align: i === 0 ? ('left' as const) : ('right' as const) },
      // The right axis draws no grid lines of its own: one set of lines, read against the left axis's ticks.
      ...(i > 0 ? { splitLine: { show: false } } : {}),
    })),
    series: series.map((s, i) => ({
      ...(lines[i] as object),
      type: 'line' as const,
      yAxisIndex: axisOfSeries[i] ?? 0,
      tooltip: {
        valueFormatter: (value: unknown) =>
          value === null || value === undefined ? '' : `${String(value)}${s.unit ?? ''}`,
      },
    })),
  } as ChartOption;
}
