import type { ChartSeries, NamedCount } from '@wenxian/api';
import { measureAxisName } from '@wenxian/domain';
import { NetworkChart, RankChart, ShareChart, TrendChart, type NetworkData } from '@wenxian/ui';
import { errorMessage, type QueryState } from '../../shared/QueryView';

// Entity pages draw their charts without ECharts' entry animation: the numbers are the point, the
// pictures stay still for reduced-motion users and for the visual snapshots.

/** Query states handed to the chart family: loading, error with retry, then the data. */
function statesOf<T>(state: QueryState<T>) {
  return {
    isLoading: state.isLoading,
    error: state.isError ? errorMessage(state.error) : undefined,
    onRetry: () => void state.refetch(),
  };
}

export function TrendChartOf({
  label,
  state,
  names,
}: {
  label: string;
  state: QueryState<ChartSeries[]>;
  names?: readonly string[];
}) {
  const series = (state.data ?? []).filter((s) => !names || names.includes(s.name));
  return (
    <TrendChart
      label={label}
      series={series}
      // The measures drawn, each with its unit, name the value axis: 发文量（篇）/ 被引量（次）.
      valueAxisName={measureAxisName(series.map((s) => s.name))}
      height="28rem"
      isAnimated={false}
      {...statesOf(state)}
    />
  );
}

export function RankChartOf({
  label,
  state,
  valueName,
  valueAxisName,
  size = 10,
}: {
  label: string;
  state: QueryState<NamedCount[]>;
  valueName?: string;
  /** The measure with its unit under the value axis (发文量（篇）). */
  valueAxisName?: string;
  size?: number;
}) {
  return (
    <RankChart
      isAnimated={false}
      label={label}
      items={(state.data ?? []).slice(0, size)}
      valueName={valueName}
      valueAxisName={valueAxisName}
      height="28rem"
      {...statesOf(state)}
    />
  );
}

export function ShareChartOf({
  label,
  state,
  valueName,
}: {
  label: string;
  state: QueryState<NamedCount[]>;
  valueName?: string;
}) {
  return (
    <ShareChart
      label={label}
      items={state.data ?? []}
      valueName={valueName}
      height="28rem"
      isAnimated={false}
      {...statesOf(state)}
    />
  );
}

export function NetworkChartOf({
  label,
  state,
  onNodeClick,
}: {
  label: string;
  state: QueryState<NetworkData>;
  onNodeClick?: (id: string) => void;
}) {
  return (
    <NetworkChart
      label={label}
      network={state.data ?? { nodes: [], links: [] }}
      onNodeClick={onNodeClick}
      // Taller than the other charts: the names around the circle need room outside it.
      height="52rem"
      isAnimated={false}
      {...statesOf(state)}
    />
  );
}
