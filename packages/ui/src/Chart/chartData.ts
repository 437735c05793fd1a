import { entityLabels } from '@wenxian/domain';
import type { ChartOption } from './chartOption';

const L = entityLabels.chart;

/** A table that reads the same data as the picture: a header row, then one row per item. */
export type ChartTable = { columns: readonly string[]; rows: readonly (readonly (string | number)[])[] };

/** Values per year, one or more named series (发文量, 被引量…). */
export type TrendSeries = { name: string; points: readonly { year: number; value: number }[] };
/** A count per name: rankings and distributions. */
export type NamedValue = { id?: string; name: string; count: number };
/** A network: nodes with a weight, links with a weight (co-authors, partner organisations). */
export type NetworkData = {
  nodes: readonly NamedValue[];
  links: readonly { source: string; target: string; value: number }[];
};

const years = (series: readonly TrendSeries[]) =>
  [...new Set(series.flatMap((s) => s.points.map((p) => p.year)))].sort((a, b) => a - b);
const valueAt = (s: TrendSeries, year: number) => s.points.find((p) => p.year === year)?.value ?? 0;

/** Trend: a line per series over the years any series has. */
export function trendOption(series: readonly TrendSeries[]): ChartOption {
  const axis = years(series);
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 4, right: 16 },
    grid: { left: 56, right: 24, top: 48, bottom: 32 },
    xAxis: { type: 'category', data: axis.map(String) },
    yAxis: { type: 'value' },
    series: series.map((s) => ({ name: s.name, type: 'line', smooth: false, data: axis.map((y) => valueAt(s, y)) })),
  };
}
export function trendTable(series: readonly TrendSeries[]): ChartTable {
  return {
    columns: [L.year, ...series.map((s) => s.name)],
    rows: years(series).map((y) => [String(y), ...series.map((s) => valueAt(s, y))]),
  };
}

/** Ranking: horizontal bars, the first item on top. */
export function rankOption(items: readonly NamedValue[], seriesName: string = L.count): ChartOption {
  const ordered = [...items].reverse();
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 8, right: 32, top: 16, bottom: 24, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    xAxis: { type: 'value' },
    yAxis: { type: 'category', data: ordered.map((i) => i.name) },
    series: [
      { name: seriesName, type: 'bar', data: ordered.map((i) => i.count), label: { show: true, position: 'right' } },
    ],
  };
}
export function rankTable(items: readonly NamedValue[], seriesName: string = L.count): ChartTable {
  return { columns: [L.name, seriesName], rows: items.map((i) => [i.name, i.count]) };
}

/** Share: a ring of the parts of a whole. */
export function shareOption(items: readonly NamedValue[], seriesName: string = L.count): ChartOption {
  return {
    tooltip: { trigger: 'item' },
    legend: { type: 'scroll', orient: 'vertical', left: 8, top: 16, bottom: 16 },
    series: [
      {
        name: seriesName,
        type: 'pie',
        radius: ['35%', '65%'],
        center: ['62%', '52%'],
        data: items.map((i) => ({ name: i.name, value: i.count })),
      },
    ],
  };
}
export function shareTable(items: readonly NamedValue[], seriesName: string = L.count): ChartTable {
  const total = items.reduce((s, i) => s + i.count, 0);
  return {
    columns: [L.name, seriesName, L.share],
    rows: items.map((i) => [i.name, i.count, total === 0 ? '0%' : `${Math.round((i.count / total) * 1000) / 10}%`]),
  };
}

const nodeKey = (n: NamedValue) => n.id ?? n.name;

/**
 * Network: ECharts' graph series, circular layout (deterministic, so the first paint and the
 * screenshots are stable), node size by weight; the first node is the subject of the page.
 */
export function networkOption(data: NetworkData): ChartOption {
  const max = Math.max(1, ...data.nodes.map((n) => n.count));
  const names = new Map(data.nodes.map((n) => [nodeKey(n), n.name]));
  return {
    tooltip: {},
    series: [
      {
        type: 'graph',
        // Partners sit on a circle, each name along its radius, outward: neighbours' names then fan out instead
        // of running into each other, and a name that would still cover another is hidden (the table names all).
        layout: 'circular',
        circular: { rotateLabel: true },
        roam: false,
        top: 112,
        bottom: 112,
        left: 112,
        right: 112,
        label: { show: true, position: 'right', overflow: 'truncate', width: 104 },
        labelLayout: { hideOverlap: true },
        data: data.nodes.map((n, i) => ({
          id: nodeKey(n),
          name: n.name,
          value: n.count,
          symbolSize: i === 0 ? 40 : 12 + Math.round((n.count / max) * 24),
        })),
        links: data.links
          .filter((l) => names.has(l.source) && names.has(l.target))
          .map((l) => ({
            source: l.source,
            target: l.target,
            value: l.value,
            lineStyle: { width: Math.min(1 + l.value, 6) },
          })),
        lineStyle: { opacity: 0.5, curveness: 0.1 },
        emphasis: { focus: 'adjacency' },
      },
    ],
  };
}
export function networkTable(data: NetworkData): ChartTable {
  const names = new Map(data.nodes.map((n) => [nodeKey(n), n.name]));
  return {
    columns: [L.source, L.target, L.weight],
    rows: data.links
      .filter((l) => names.has(l.source) && names.has(l.target))
      .map((l) => [names.get(l.source) ?? '', names.get(l.target) ?? '', l.value]),
  };
}
