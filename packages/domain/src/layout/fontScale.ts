import { layout } from '../codes/constants/businessLimits';

/** Root font size in px for a viewport width: width/120 at or below 1200 px, else unscaled (null). */
export function scaledRootFontSize(viewportWidthPx: number): number | null {
  return viewportWidthPx <= layout.fontScaleMaxWidthPx ? viewportWidthPx / layout.fontScaleDivisor : null;
}
