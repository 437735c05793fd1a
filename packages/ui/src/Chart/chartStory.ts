import { expect, waitFor } from 'storybook/test';

/** The SVG a chart story's chart has drawn, once it is there (stories only). */
export const svgIn = async (canvasElement: HTMLElement) =>
  waitFor(() => {
    const svg = canvasElement.querySelector('[data-testid="echarts-view"] svg');
    expect(svg).not.toBeNull();
    return svg as SVGSVGElement;
  });
