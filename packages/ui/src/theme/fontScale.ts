import { theme } from './theme';

/** Root font size in px for a viewport width: 10px, or width / 120 at or below 1200px. */
export function rootFontSizePx(viewportWidth: number): number {
  const { fontScaleBreakpointPx, fontScaleDivisor } = theme.layout;
  return viewportWidth <= fontScaleBreakpointPx ? viewportWidth / fontScaleDivisor : 10;
}
