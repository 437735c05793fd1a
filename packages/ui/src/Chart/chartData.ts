import { entityLabels } from '@wenxian/domain';
import type { ChartOption } from './chartOption';

const L = entityLabels.chart;

/** A table that reads the same data as the picture: a header row, then one row per item. */
export type ChartTable = { columns: readonly string[]; rows: readonly (readonly (string | number)[])[] };

/**
 * Values per year, one or more named series (发文量, 被引量…). `isAverage`: the values are averages per article
 * (篇均被引), so a year without articles has none — a gap in the line and 无 in the table, not 0.
 */
export type TrendSeries = { name: string; points: readonly { year: number; value: number }[]; isAverage?: boolean };
/** A count per name: rankings and distributions; a marked one (the page's own, e.g. its province) drawn apart. */
export type NamedValue = { id?: string; name: string; count: number; isMarked?: boolean };
/** A network: nodes with a weight, links with a weight (co-authors, partner organisations). */
export type NetworkData = {
  nodes: readonly NamedValue[];
  links: readonly { source: string; target: string; value: number }[];
};

/**
 * Every year from the first any series has to the last: a year with no articles is on the axis (at 0, or a gap for
 * an average), so the axis keeps time evenly and a line does not bridge a gap as if the years were neighbours.
 */
const years = (series: readonly TrendSeries[]) => {
  const all = series.flatMap((s) => s.points.map((p) => p.year));
  if (all.length === 0) return [];
  const first = Math.min(...all);
  return Array.from({ length: Math.max(...all) - first + 1 }, (_, i) => first + i);
};
const valueAt = (s: TrendSeries, year: number) =>
  s.points.find((p) => p.year === year)?.value ?? (s.isAverage ? null : 0);

/**
 * Counts (articles, citations) are whole numbers: their axis steps by at least 1, so a chart whose largest count is 1
 * reads 0 and 1, not 0.2, 0.4 … as if a fraction of an article could be published.
 */
const countSteps = (isCount: boolean) => (isCount ? { minInterval: 1 } : {});

/** Trend: a line per series over the years any series has; `valueAxisName` names the measure above the value axis. */
export function trendOption(series: readonly TrendSeries[], valueAxisName?: string): ChartOption {
  const axis = years(series);
  const isCount = series.every((s) => !s.isAverage && s.points.every((p) => Number.isInteger(p.value)));
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 4, right: 16 },
    grid: { left: 56, right: 24, top: 48, bottom: 32 },
    xAxis: { type: 'category', data: axis.map(String) },
    yAxis: {
      type: 'value',
      ...countSteps(isCount),
      ...(valueAxisName && { name: valueAxisName, nameLocation: 'end', nameTextStyle: { align: 'left' } }),
    },
    series: series.map((s) => ({ name: s.name, type: 'line', smooth: false, data: axis.map((y) => valueAt(s, y)) })),
  };
}
export function trendTable(series: readonly TrendSeries[]): ChartTable {
  return {
    columns: [L.year, ...series.map((s) => s.name)],
    rows: years(series).map((y) => [String(y), ...series.map((s) => valueAt(s, y) ?? L.noValue)]),
  };
}

/**
 * Ranking: horizontal bars, the first item on top; `valueAxisName` names the measure under the value axis. A marked
 * item is drawn by a second series stacked on the same row, so it takes the palette's next colour from the theme.
 */
export function rankOption(
  items: readonly NamedValue[],
  seriesName: string = L.count,
  valueAxisName?: string,
): ChartOption {
  const ordered = [...items].reverse();
  // A series takes its palette colour by name, so the marked one is named by its item (its tooltip then reads it too).
  const markedName = items.find((i) => i.isMarked)?.name ?? seriesName;
  const bars = (marked: boolean) => ({
    name: marked ? markedName : seriesName,
    type: 'bar' as const,
    stack: 'rank',
    data: ordered.map((i) => (Boolean(i.isMarked) === marked ? i.count : '-')),
    label: { show: true, position: 'right' as const },
    // A ranking of one or two items keeps bars of a ranking's width instead of filling the chart's height.
    barMaxWidth: 28,
  });
  return {
    tooltip: { trigger: 'axis' },
    grid: {
      left: 8,
      right: 32,
      top: 16,
      bottom: valueAxisName ? 48 : 24,
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    xAxis: {
      type: 'value',
      ...countSteps(items.every((i) => Number.isInteger(i.count))),
      ...(valueAxisName && { name: valueAxisName, nameLocation: 'middle', nameGap: 28 }),
    },
    // Every name is printed: a ranking is read by its names, which ECharts would thin out in a short chart.
    yAxis: { type: 'category', data: ordered.map((i) => i.name), axisLabel: { interval: 0 } },
    series: items.some((i) => i.isMarked) ? [bars(false), bars(true)] : [bars(false)],
  };
}
/** The ranking's table: its value column is headed by the axis's name when there is one, so it carries the unit. */
export function rankTable(
  items: readonly NamedValue[],
  seriesName: string = L.count,
  valueAxisName?: string,
): ChartTable {
  return { columns: [L.name, valueAxisName ?? seriesName], rows: items.map((i) => [i.name, i.count]) };
}

/** The drawn width of a name at the charts' 13 px text (ECharts measures it only when it draws). */
const namePx = (name: string) => [...name].reduce((px, ch) => px + ((ch.codePointAt(0) ?? 0) >= 0x2e80 ? 13 : 7.5), 0);

/** The narrowest a share chart is drawn: a half-width card of an entity page at the page's 140rem, less its padding. */
const SHARE_MIN_WIDTH = 520;
/** One legend row: the 14 px item and the 8 px between rows. */
const LEGEND_ROW = 22;

/** How many rows the legend wraps into at `width` px: each item is its 25 px mark, 5 px, its name and a 10 px gap. */
function legendRows(names: readonly string[], width: number): number {
  let rows = 1;
  let x = 0;
  for (const name of names) {
    const item = 25 + 5 + namePx(name) + 10;
    if (x > 0 && x + item > width) {
      rows += 1;
      x = 0;
    }
    x += item;
  }
  return rows;
}

/**
 * Share: a ring of the parts of a whole, each part named beside its slice. The legend wraps in rows under the ring
 * and the ring's box ends above them (as many rows as the narrowest chart needs): ECharts lays the names out inside
 * the series' box, so no name runs under the legend. The ring is centred, which gives both sides the same room for
 * names; a legend beside the ring took that room from one side, where names ran under it, and the other side's names
 * were cut at the chart's edge.
 */
export function shareOption(items: readonly NamedValue[], seriesName: string = L.count): ChartOption {
  const legendHeight =
    legendRows(
      items.map((i) => i.name),
      SHARE_MIN_WIDTH - 32,
    ) * LEGEND_ROW;
  return {
    tooltip: { trigger: 'item' },
    legend: { bottom: 4, left: 16, right: 16 },
    series: [
      {
        name: seriesName,
        type: 'pie',
        top: 8,
        bottom: legendHeight + 12,
        radius: ['34%', '62%'],
        center: ['50%', '50%'],
        // Spaced by the height a name is drawn with (19 px at 13 px), not the font's: small neighbouring parts'
        // names then stack without touching. A name with less room than it needs (a narrow column) wraps instead of
        // being cut with an ellipsis.
        label: { lineHeight: 20, overflow: 'break' },
        labelLine: { length: 8, length2: 12 },
        data: items.map((i) => ({ name: i.name, value: i.count })),
      },
    ],
    // A narrow column (a journal's 栏目分布 beside its papers): a smaller ring leaves the names their room.
    media: [
      {
        query: { maxWidth: 400 },
        option: { series: [{ radius: ['24%', '42%'], labelLine: { length: 6, length2: 8 } }] },
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

/** The room a graph name has outside the circle (the series' 112 px margins, less the node and the gap). */
const NETWORK_LABEL_WIDTH = 104;

/**
 * A name that does not fit that room with a glyph to spare (ECharts measures a little wider than 13 px a glyph) on
 * two lines of equal length: 乌鲁木齐 / 工业大学, not 乌鲁木齐工业大 / 学. A name too long even so breaks again at
 * the room's width; none is cut.
 */
function onTwoLines(name: string): string {
  if (namePx(name) < NETWORK_LABEL_WIDTH - 8) return name;
  const chars = [...name];
  const half = Math.ceil(chars.length / 2);
  return `${chars.slice(0, half).join('')}\n${chars.slice(half).join('')}`;
}

const NETWORK_LABEL_GAP = 5; // px between a node and its name

/**
 * Where a graph's node sits and how its name runs: the page's subject (the first node) in the centre, named under
 * it; its partners evenly on a circle round it from the top, clockwise, each name along its radius, outward from
 * just outside the node (on the left half turned to read from the node out). Units are the layout's own: ECharts
 * fits them into the box, keeping the circle round and centred in it. A name turns about its anchor, which sits on
 * the radius (`position` is in px from the node's box's corner).
 */
function networkPlacement(index: number, partners: number, symbolSize: number) {
  if (index === 0) return { x: 0, y: 0, label: { position: 'bottom' as const, rotate: 0 } };
  const degrees = -90 + (360 * (index - 1)) / Math.max(partners, 1);
  const radians = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  // Rounded past float noise: a partner straight above or below is on the axis, not a hair off it.
  const round = (value: number) => Math.round(value * 1e9) / 1e9;
  const isLeft = round(cos) < 0;
  const reach = symbolSize / 2 + NETWORK_LABEL_GAP;
  return {
    x: round(cos * 100),
    y: round(sin * 100),
    label: {
      position: [round(symbolSize / 2 + reach * cos), round(symbolSize / 2 + reach * sin)],
      align: isLeft ? ('right' as const) : ('left' as const),
      verticalAlign: 'middle' as const,
      // `+ 0`: a name straight to the right turns by 0, not -0.
      rotate: (isLeft ? 180 - degrees : -degrees) + 0,
    },
  };
}

/**
 * Network: ECharts' graph series with its nodes placed here (deterministic, so the first paint and the screenshots
 * are stable), node size by weight; the first node is the subject of the page, in the centre of its partners.
 */
export function networkOption(data: NetworkData): ChartOption {
  const max = Math.max(1, ...data.nodes.map((n) => n.count));
  const names = new Map(data.nodes.map((n) => [nodeKey(n), n.name]));
  const partners = data.nodes.length - 1;
  return {
    tooltip: {},
    series: [
      {
        type: 'graph',
        // The subject in the centre, partners round it (networkPlacement); a name that would still cover another is
        // hidden (the table names all), one longer than the room outside the circle drawn on two lines, not cut.
        layout: 'none',
        // The circle stays round, centred in the box, whatever its shape.
        preserveAspect: true,
        roam: false,
        top: 112,
        bottom: 112,
        left: 112,
        right: 112,
        label: {
          show: true,
          position: 'right',
          formatter: ({ name }: { name: string }) => onTwoLines(name),
          overflow: 'break',
          width: NETWORK_LABEL_WIDTH,
          // A two-line name's lines as far apart as they are drawn high, so they do not cover each other.
          lineHeight: 20,
        },
        labelLayout: { hideOverlap: true },
        data: data.nodes.map((n, i) => {
          const symbolSize = i === 0 ? 40 : 12 + Math.round((n.count / max) * 24);
          return {
            id: nodeKey(n),
            name: n.name,
            value: n.count,
            symbolSize,
            ...networkPlacement(i, partners, symbolSize),
          };
        }),
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
