export { Chart, type ChartProps } from './Chart';
export { isChartOptionEmpty, type ChartOption } from './chartOption';
