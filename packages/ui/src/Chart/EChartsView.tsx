import { useEffect, useEffectEvent, useRef } from 'react';
import { useTheme } from 'styled-components';
import { BarChart, GraphChart, LineChart, PieChart } from 'echarts/charts';
import {
  AriaComponent,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import { init, use as registerEChartsParts, type ECharts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartOption } from './chartOption';
import { echartsThemeFrom } from './echartsTheme';

// Tree-shaken ECharts: only what the analysis pages use. SVG renders crisp text and stable snapshots.
registerEChartsParts([
  LineChart,
  BarChart,
  PieChart,
  GraphChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  TitleComponent,
  DatasetComponent,
  AriaComponent,
  SVGRenderer,
]);

export type EChartsViewProps = {
  option: ChartOption;
  isAnimated: boolean;
  /** A graph node was clicked: its id (or name when it has none). */
  onNodeClick?: (id: string) => void;
};

/**
 * The ECharts instance behind `Chart` (loaded lazily): initialised with a theme built from the
 * styled-components tokens, re-created when the theme changes, resized with its container.
 */
export default function EChartsView({ option, isAnimated, onNodeClick }: EChartsViewProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<ECharts | null>(null);
  const theme = useTheme();
  // Node clicks of graph series (a co-author, a partner organisation) go to the page.
  const nodeClicked = useEffectEvent((params: { dataType?: string; data?: unknown; name?: string }) => {
    if (params.dataType !== 'node' || !onNodeClick) return;
    const data = params.data as { id?: string; name?: string } | undefined;
    onNodeClick(String(data?.id ?? data?.name ?? params.name ?? ''));
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const chart = init(container, echartsThemeFrom(theme), { renderer: 'svg' });
    chartRef.current = chart;
    // Disposing of the instance removes the handler with it.
    chart.on('click', (params) => nodeClicked(params));
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(container);
    return () => {
      observer.disconnect();
      chart.dispose();
      chartRef.current = null;
    };
  }, [theme]);

  useEffect(() => {
    chartRef.current?.setOption({ animation: isAnimated, ...option }, { notMerge: true });
  }, [option, isAnimated, theme]);

  return <div ref={containerRef} data-testid="echarts-view" style={{ width: '100%', height: '100%' }} />;
}
