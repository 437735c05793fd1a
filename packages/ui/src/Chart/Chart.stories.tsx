import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Chart } from './Chart';
import type { ChartOption } from './chartOption';

const years = ['2019', '2020', '2021', '2022', '2023', '2024'];

const lineOption: ChartOption = {
  title: { text: '发文量年度趋势' },
  tooltip: { trigger: 'axis' },
  legend: { top: 4, right: 16 },
  grid: { left: 48, right: 24, top: 56, bottom: 32 },
  xAxis: { type: 'category', data: years },
  yAxis: { type: 'value' },
  series: [
    { name: '发文量', type: 'line', data: [820, 932, 1101, 1234, 1390, 1530] },
    { name: '被引量', type: 'line', data: [320, 402, 560, 690, 901, 1120] },
  ],
};

const barOption: ChartOption = {
  title: { text: '机构发文量排行' },
  grid: { left: 120, right: 24, top: 48, bottom: 32 },
  xAxis: { type: 'value' },
  yAxis: { type: 'category', data: ['武汉大学', '浙江大学', '北京大学', '清华大学'] },
  series: [{ name: '发文量', type: 'bar', data: [1830, 2104, 2390, 2530] }],
};

const pieOption: ChartOption = {
  title: { text: '文献类型分布' },
  legend: { orient: 'vertical', left: 16, top: 48 },
  series: [
    {
      name: '文献类型',
      type: 'pie',
      radius: ['35%', '65%'],
      center: ['60%', '55%'],
      data: [
        { name: '期刊', value: 6120 },
        { name: '学位', value: 2310 },
        { name: '会议', value: 980 },
        { name: '专利', value: 640 },
        { name: '标准', value: 210 },
      ],
    },
  ],
};

const graphOption: ChartOption = {
  title: { text: '作者合作网络', left: 16 },
  series: [
    {
      type: 'graph',
      top: 56,
      bottom: 24,
      // Circular layout is deterministic (force layout is not), so the snapshot is stable.
      layout: 'circular',
      roam: false,
      label: { show: true, position: 'right' },
      symbolSize: 28,
      data: [
        { name: '张明' },
        { name: '李华' },
        { name: '王芳' },
        { name: '赵强' },
        { name: '陈静' },
        { name: '刘洋' },
      ],
      links: [
        { source: '张明', target: '李华' },
        { source: '张明', target: '王芳' },
        { source: '李华', target: '赵强' },
        { source: '王芳', target: '陈静' },
        { source: '陈静', target: '刘洋' },
        { source: '赵强', target: '刘洋' },
      ],
      lineStyle: { opacity: 0.6, width: 2 },
    },
  ],
};

const meta = {
  title: 'UI/Shell/Chart',
  component: Chart,
  args: { label: '发文量年度趋势折线图', option: lineOption, isAnimated: false, height: '32rem' },
  decorators: [
    (Story) => (
      <div style={{ width: '72rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the lazily loaded ECharts to draw its SVG and returns it. */
async function renderedSvg(canvasElement: HTMLElement): Promise<SVGSVGElement> {
  let svg: SVGSVGElement | null = null;
  await waitFor(() => {
    svg = canvasElement.querySelector<SVGSVGElement>('[data-testid="echarts-view"] svg');
    expect(svg, canvasElement.innerHTML).not.toBeNull();
    // The first chart also waits for the lazy ECharts chunk.
  });
  return svg as unknown as SVGSVGElement;
}

export const Line: Story = {
  play: async ({ canvas, canvasElement }) => {
    const svg = await renderedSvg(canvasElement);
    await expect(canvas.getByRole('img', { name: '发文量年度趋势折线图' })).toBeVisible();
    await waitFor(() => expect(svg.textContent).toContain('发文量年度趋势'));
    await expect(svg.querySelectorAll('path').length).toBeGreaterThan(2);
  },
};

export const Bar: Story = {
  args: { label: '机构发文量排行柱状图', option: barOption },
  play: async ({ canvasElement }) => {
    const svg = await renderedSvg(canvasElement);
    await waitFor(() => expect(svg.textContent).toContain('清华大学'));
  },
};

export const Pie: Story = {
  args: { label: '文献类型分布饼图', option: pieOption },
  play: async ({ canvasElement }) => {
    const svg = await renderedSvg(canvasElement);
    await waitFor(() => expect(svg.textContent).toContain('学位'));
  },
};

export const Graph: Story = {
  args: { label: '作者合作网络关系图', option: graphOption },
  play: async ({ canvasElement }) => {
    const svg = await renderedSvg(canvasElement);
    await waitFor(() => expect(svg.textContent).toContain('刘洋'));
  },
};

/** No data: 暂无数据, and ECharts is not even loaded. */
export const Empty: Story = {
  args: { label: '发文量年度趋势折线图', option: { ...lineOption, series: [{ type: 'line', data: [] }] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: '发文量年度趋势折线图' })).toHaveTextContent('暂无数据');
    await expect(canvasElement.querySelector('[data-testid="echarts-view"]')).toBeNull();
  },
};

/** The chart follows its container: widening the frame redraws at the new width (ResizeObserver). */
export const ResizesWithContainer: Story = {
  decorators: [
    (Story) => (
      <div data-testid="frame" style={{ width: '48rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const svg = await renderedSvg(canvasElement);
    await waitFor(() => expect(Number(svg.getAttribute('width'))).toBe(480));
    canvas.getByTestId('frame').style.width = '64rem';
    await waitFor(() =>
      expect(Number(canvasElement.querySelector('[data-testid="echarts-view"] svg')?.getAttribute('width'))).toBe(640),
    );
  },
};
