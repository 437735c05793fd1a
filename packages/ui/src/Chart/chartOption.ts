import type { BarSeriesOption, GraphSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type {
  AriaComponentOption,
  DatasetComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TitleComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

/**
 * The ECharts option the wrapper accepts: only the series and components it registers (line, bar,
 * pie, graph; grid, tooltip, legend, title, dataset, aria). Type-only imports: nothing of ECharts
 * is loaded until a chart renders.
 */
export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | PieSeriesOption
  | GraphSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | TitleComponentOption
  | DatasetComponentOption
  | AriaComponentOption
>;

/** Whether a series carries data points (array data, or graph nodes). */
function seriesHasData(series: unknown): boolean {
  if (typeof series !== 'object' || series === null) return false;
  const { data, nodes } = series as { data?: unknown; nodes?: unknown };
  return (Array.isArray(data) && data.length > 0) || (Array.isArray(nodes) && nodes.length > 0);
}

/** An option is empty when it has no dataset source rows and no series with data. */
export function isChartOptionEmpty(option: ChartOption): boolean {
  const datasets = option.dataset === undefined ? [] : [option.dataset].flat();
  const hasDatasetRows = datasets.some((dataset) => Array.isArray(dataset.source) && dataset.source.length > 0);
  const series = option.series === undefined ? [] : [option.series].flat();
  return !hasDatasetRows && !series.some(seriesHasData);
}
