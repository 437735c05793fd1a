export { Chart, type ChartProps } from './Chart';
export { isChartOptionEmpty, type ChartOption } from './chartOption';
export { ChartTableView, type ChartTableViewProps } from './ChartTableView';
export {
  networkOption,
  networkTable,
  rankOption,
  rankTable,
  shareOption,
  shareTable,
  trendOption,
  trendTable,
  type ChartTable,
  type NamedValue,
  type NetworkData,
  type TrendSeries,
} from './chartData';
export {
  NetworkChart,
  RankChart,
  ShareChart,
  TrendChart,
  type NetworkChartProps,
  type RankChartProps,
  type ShareChartProps,
  type TrendChartProps,
} from './charts';
