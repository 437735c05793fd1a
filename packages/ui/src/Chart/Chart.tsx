import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { messages, shellLabels } from '@wenxian/domain';
import { isChartOptionEmpty, type ChartOption } from './chartOption';

// ECharts loads only when a chart first renders (ARCHITECTURE.md: heavy libraries stay off other pages).
const EChartsView = lazy(() => import('./EChartsView'));

export type ChartProps = {
  /** What the chart shows, in words: its accessible name (the picture itself is not readable). */
  label: string;
  /** The ECharts option (line, bar, pie or graph series). */
  option: ChartOption;
  /** Height of the chart area (CSS length); the width follows the container and resizes with it. */
  height?: string;
  /** Force the empty state; by default it shows when the option has no data. */
  isEmpty?: boolean;
  /** ECharts' entry animation; stories and tests turn it off for stable pictures. */
  isAnimated?: boolean;
};

const Frame = styled.div<{ $height: string }>`
  position: relative;
  width: 100%;
  height: ${({ $height }) => $height};
`;

const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A themed, lazily loaded ECharts chart with an empty state (暂无数据) and a loading state. */
export function Chart({ label, option, height = '32rem', isEmpty, isAnimated = true }: ChartProps) {
  const empty = isEmpty ?? isChartOptionEmpty(option);
  return (
    <Frame role="img" aria-label={label} $height={height}>
      {empty ? (
        <Placeholder>{messages.loader.empty}</Placeholder>
      ) : (
        <Suspense fallback={<Placeholder>{shellLabels.chart.loading}</Placeholder>}>
          <EChartsView option={option} isAnimated={isAnimated} />
        </Suspense>
      )}
    </Frame>
  );
}
