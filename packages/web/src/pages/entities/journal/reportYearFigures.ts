import type { ChartSeries } from '@wenxian/api';

/**
 * A chart of the yearly report is titled with its year (2025年发文与被引), so it shows that year's figures — one bar
 * per series (发文量, 被引量) at the report's year, 0 where the journal had none — not the years before it; the
 * multi-year lines are the 发文与被引趋势 chart above it.
 */
export const reportYearFigures = (series: readonly ChartSeries[], year: number) =>
  series.map((s) => ({ name: s.name, count: s.points.find((p) => p.year === year)?.value ?? 0 }));
