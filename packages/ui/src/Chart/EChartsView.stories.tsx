import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { getInstanceByDom } from 'echarts/core';
import EChartsView from './EChartsView';
import { networkOption, rankOption, trendOption } from './chartData';

const network = networkOption({
  nodes: [
    { id: 'O1', name: '清华大学', count: 20 },
    { id: 'O2', name: '北京大学', count: 12 },
    { id: 'O3', name: '浙江大学', count: 6 },
  ],
  links: [
    { source: 'O1', target: 'O2', value: 5 },
    { source: 'O1', target: 'O3', value: 2 },
  ],
});

/**
 * The ECharts instance behind every chart (loaded lazily by `Chart`): SVG rendering with the site's
 * tokens as its theme, resized with its box, graph-node clicks reported by id.
 */
const meta = {
  title: 'UI/Entities/EChartsView',
  component: EChartsView,
  args: {
    option: trendOption([
      {
        name: '发文量',
        points: [2021, 2022, 2023, 2024].map((year, i) => ({ year, value: [25, 22, 31, 40][i] ?? 0 })),
      },
    ]),
    isAnimated: false,
  },
  decorators: [
    (Story) => (
      <div style={{ width: '48rem', height: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EChartsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const svgOf = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const svg = canvasElement.querySelector<SVGSVGElement>('[data-testid="echarts-view"] svg');
    expect(svg).not.toBeNull();
    return svg as SVGSVGElement;
  });

/** A line chart drawn as SVG, filling its box (resized to it once the box has its width). */
export const Line: Story = {
  play: async ({ canvasElement }) => {
    const svg = await svgOf(canvasElement);
    await waitFor(() => expect(svg.textContent).toContain('2024'));
    const box = canvasElement.querySelector('[data-testid="echarts-view"]')?.getBoundingClientRect();
    await waitFor(() => expect(svg.getBoundingClientRect().width).toBe(box?.width));
    await expect(box?.width).toBeGreaterThan(0);
  },
};

/** A ranking as horizontal bars, the first item on top. */
export const Bars: Story = {
  args: {
    option: rankOption([
      { name: '清华大学', count: 253 },
      { name: '北京大学', count: 239 },
      { name: '浙江大学', count: 210 },
    ]),
  },
  play: async ({ canvasElement }) => {
    const svg = await svgOf(canvasElement);
    await waitFor(() => expect(svg.textContent).toContain('清华大学'));
  },
};

const onNodeClick = fn();

/** A graph series: clicking a node reports that node's id (the pages open the partner's graph). */
export const GraphNodeClick: Story = {
  args: { option: network, onNodeClick },
  play: async ({ canvasElement }) => {
    const svg = await svgOf(canvasElement);
    const label = await waitFor(() => {
      const text = [...svg.querySelectorAll('text')].find((t) => t.textContent === '北京大学');
      expect(text).toBeDefined();
      return text as SVGTextElement;
    });
    // ECharts listens on its container and finds the node under the pointer's coordinates.
    const box = label.getBoundingClientRect();
    const at = { bubbles: true, clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 };
    for (const type of ['mousemove', 'mousedown', 'mouseup', 'click']) label.dispatchEvent(new MouseEvent(type, at));
    await waitFor(() => expect(onNodeClick).toHaveBeenCalledWith('O2'));
    // The pointer leaves the chart: the tooltip and the hover emphasis go, for a steady picture.
    const corner = svg.getBoundingClientRect();
    const chart = getInstanceByDom(canvasElement.querySelector<HTMLElement>('[data-testid="echarts-view"]')!);
    const leave = () => {
      svg.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: corner.x + 2, clientY: corner.y + 2 }));
      svg.parentElement?.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
      // And ECharts is told so itself: a synthetic leave it did not take left the adjacency emphasis on, steady,
      // in two clean-clone runs.
      chart?.dispatchAction({ type: 'downplay' });
      chart?.dispatchAction({ type: 'hideTip' });
    };
    // The emphasis and the tooltip fade out over ECharts' state animation, longer on a busy machine: the
    // picture waits until the drawing stops changing between two looks 150 ms apart, leaving before each.
    let drawn = '';
    await waitFor(async () => {
      leave();
      await new Promise((resolve) => setTimeout(resolve, 150));
      const now = canvasElement.innerHTML;
      const isSteady = now === drawn;
      drawn = now;
      expect(isSteady).toBe(true);
    });
  },
};
