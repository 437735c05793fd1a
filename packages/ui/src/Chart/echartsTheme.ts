import type { DefaultTheme } from 'styled-components';

/** Pixel size of a rem token at the 10px root the site uses (ECharts takes numbers, not rem). */
const remToPx = (rem: string) => Math.round(parseFloat(rem) * 10);

/** An ECharts theme object from our design tokens: palette, text colour, font, axis lines. */
export function echartsThemeFrom(theme: DefaultTheme) {
  const text = {
    color: theme.color.textSecondary,
    fontFamily: theme.font.family,
    fontSize: remToPx(theme.font.size.sm),
  };
  const axis = {
    axisLine: { lineStyle: { color: theme.color.borderStrong } },
    axisTick: { lineStyle: { color: theme.color.borderStrong } },
    axisLabel: { color: theme.color.textSecondary },
    splitLine: { lineStyle: { color: theme.color.border } },
  };
  return {
    color: [...theme.chart.palette],
    backgroundColor: 'transparent',
    textStyle: text,
    title: { textStyle: { color: theme.color.text, fontSize: remToPx(theme.font.size.lg), fontWeight: 600 } },
    legend: { textStyle: { color: theme.color.textSecondary } },
    categoryAxis: axis,
    valueAxis: axis,
  };
}
