import { useMemo } from 'react';
import { Chart, type ChartProps } from './Chart';
import {
  networkOption,
  networkTable,
  rankOption,
  rankTable,
  shareOption,
  shareTable,
  trendOption,
  trendTable,
  type NamedValue,
  type NetworkData,
  type TrendSeries,
} from './chartData';

/** What every chart of the family takes besides its data (label, height, states, animation). */
type FamilyProps = Omit<ChartProps, 'option' | 'table' | 'onNodeClick'>;

export type TrendChartProps = FamilyProps & {
  /** One line per series, values per year (发文量, 被引量…). */
  series: readonly TrendSeries[];
  /** The measure the values are in, shown at the value axis (篇均被引（次）); none by default. */
  valueAxisName?: string;
};

/** Values per year as lines, readable as a year × series table. */
export function TrendChart({ series, valueAxisName, ...props }: TrendChartProps) {
  const option = useMemo(() => trendOption(series, valueAxisName), [series, valueAxisName]);
  const table = useMemo(() => trendTable(series), [series]);
  return (
    <Chart
      {...props}
      option={option}
      table={table}
      isEmpty={props.isEmpty ?? series.every((s) => s.points.length === 0)}
    />
  );
}

export type RankChartProps = FamilyProps & {
  /** Items in rank order, the first on top. */
  items: readonly NamedValue[];
  /** What the value is (the table's column and the tooltip), e.g. 发文量. */
  valueName?: string;
  /** The measure with its unit under the value axis (合作次数（篇次）); none by default. */
  valueAxisName?: string;
};

/** A ranking as horizontal bars, readable as a name/value table. */
export function RankChart({ items, valueName, valueAxisName, ...props }: RankChartProps) {
  const option = useMemo(() => rankOption(items, valueName, valueAxisName), [items, valueName, valueAxisName]);
  const table = useMemo(() => rankTable(items, valueName, valueAxisName), [items, valueName, valueAxisName]);
  return <Chart {...props} option={option} table={table} isEmpty={props.isEmpty ?? items.length === 0} />;
}

export type ShareChartProps = Omit<RankChartProps, 'valueAxisName'>;

/** Parts of a whole as a ring, readable as a name/value/share table. */
export function ShareChart({ items, valueName, ...props }: ShareChartProps) {
  const option = useMemo(() => shareOption(items, valueName), [items, valueName]);
  const table = useMemo(() => shareTable(items, valueName), [items, valueName]);
  return <Chart {...props} option={option} table={table} isEmpty={props.isEmpty ?? items.length === 0} />;
}

export type NetworkChartProps = FamilyProps & {
  /** Nodes (the first is the page's own entity) and weighted links. */
  network: NetworkData;
  /** A node was clicked: its id (or name). */
  onNodeClick?: (id: string) => void;
};

/** A collaboration network on ECharts' graph series, readable as a link table. */
export function NetworkChart({ network, onNodeClick, ...props }: NetworkChartProps) {
  const option = useMemo(() => networkOption(network), [network]);
  const table = useMemo(() => networkTable(network), [network]);
  return (
    <Chart
      {...props}
      option={option}
      table={table}
      onNodeClick={onNodeClick}
      isEmpty={props.isEmpty ?? network.nodes.length === 0}
    />
  );
}
