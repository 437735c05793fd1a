import { lazy, Suspense, useId, useState } from 'react';
import { useHydrated } from '../useHydrated';
import styled from 'styled-components';
import { entityLabels, messages, shellLabels } from '@wenxian/domain';
import { isChartOptionEmpty, type ChartOption } from './chartOption';
import type { ChartTable } from './chartData';
import { ChartTableView } from './ChartTableView';

// ECharts loads only when a chart first renders in the browser (ARCHITECTURE.md: heavy libraries stay
// off other pages); the server and the first paint show the data table instead.
const EChartsView = lazy(() => import('./EChartsView'));

const L = entityLabels.chart;

export type ChartProps = {
  /** What the chart shows, in words: its accessible name (the picture itself is not readable). */
  label: string;
  /** The ECharts option (line, bar, pie or graph series). */
  option: ChartOption;
  /** The same data as a table: shown by the data-table toggle, on the server and before ECharts loads. */
  table?: ChartTable;
  /** Height of the chart area (CSS length); the width follows the container and resizes with it. */
  height?: string;
  /** Force the empty state; by default it shows when the option has no data. */
  isEmpty?: boolean;
  /** The data is still being fetched. */
  isLoading?: boolean;
  /** The data could not be fetched: the message shown, with a retry button when `onRetry` is given. */
  error?: string;
  /** Asked to fetch the data again (error state). */
  onRetry?: () => void;
  /** A graph node was clicked: its id (or name). */
  onNodeClick?: (id: string) => void;
  /** ECharts' entry animation; stories and tests turn it off for stable pictures. */
  isAnimated?: boolean;
};

const Figure = styled.figure`
  margin: 0;
  width: 100%;
`;

const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
  min-height: 2.8rem;
`;

const Toggle = styled.button`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.brand};
    border-color: ${({ theme }) => theme.color.brand};
  }
`;

const Frame = styled.div<{ $height: string }>`
  position: relative;
  width: 100%;
  height: ${({ $height }) => $height};
  overflow: auto;
`;

const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  justify-content: center;
  height: 100%;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * The chart's view is still arriving (its module loading, or the page not yet hydrated): busy, and marked so a
 * picture of the story waits for it even while the story holds the page's own calls pending.
 */
const viewArriving = (
  <Placeholder aria-busy="true" data-view-arriving="">
    {shellLabels.chart.loading}
  </Placeholder>
);

/**
 * A themed, lazily loaded ECharts chart that is also a table: a toggle switches between the picture
 * and a data table with its own caption; the server and the first paint show the table (so the first
 * response carries the numbers), the browser then draws the chart. States: loading (图表加载中),
 * empty (暂无数据), error (a message and 重新加载).
 */
export function Chart({
  label,
  option,
  table,
  height = '32rem',
  isEmpty,
  isLoading,
  error,
  onRetry,
  onNodeClick,
  isAnimated = true,
}: ChartProps) {
  const hydrated = useHydrated();
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const empty = isEmpty ?? isChartOptionEmpty(option);
  const hasData = !isLoading && !error && !empty;
  const tableVisible = Boolean(table) && hasData && (showTable || !hydrated);
  // The frame is a picture (role img, named by the label) when it shows the chart or 暂无数据; a table
  // or the error's retry button must stay reachable, so those are not wrapped in an img.
  const isPicture = !isLoading && !error && !tableVisible;

  let body: React.ReactNode;
  if (isLoading) body = <Placeholder role="status">{shellLabels.chart.loading}</Placeholder>;
  else if (error)
    body = (
      <Placeholder role="alert">
        <span>{error}</span>
        {onRetry && (
          <Toggle type="button" onClick={onRetry}>
            {L.retry}
          </Toggle>
        )}
      </Placeholder>
    );
  else if (empty) body = <Placeholder>{messages.loader.empty}</Placeholder>;
  else if (tableVisible && table) body = <ChartTableView caption={L.tableCaption(label)} table={table} />;
  // The server, and so the hydration pass, shows the loading placeholder: the lazily loaded ECharts view would
  // suspend there, which the server renderer cannot wait for, and the browser would then throw React error
  // #419 and render the whole boundary again.
  else if (!hydrated) body = viewArriving;
  else
    body = (
      <Suspense fallback={viewArriving}>
        <EChartsView option={option} isAnimated={isAnimated} onNodeClick={onNodeClick} />
      </Suspense>
    );

  return (
    <Figure aria-label={label}>
      <Bar>
        {table && hasData && hydrated && (
          <Toggle
            type="button"
            aria-pressed={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((v) => !v)}
          >
            {showTable ? L.showChart : L.showTable}
          </Toggle>
        )}
      </Bar>
      <Frame
        id={tableId}
        role={isPicture ? 'img' : undefined}
        aria-label={isPicture ? label : undefined}
        aria-busy={isLoading || undefined}
        $height={height}
      >
        {body}
      </Frame>
    </Figure>
  );
}
