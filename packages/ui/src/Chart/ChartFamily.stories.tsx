import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { svgIn } from './chartStory';
import { NetworkChart, RankChart, ShareChart, TrendChart } from './charts';

const series = [
  {
    name: '发文量',
    points: [2019, 2020, 2021, 2022, 2023, 2024].map((year, i) => ({ year, value: [12, 18, 25, 22, 31, 40][i] ?? 0 })),
  },
  {
    name: '被引量',
    points: [2019, 2020, 2021, 2022, 2023, 2024].map((year, i) => ({ year, value: [30, 44, 61, 80, 75, 90][i] ?? 0 })),
  },
];
const ranking = [
  { name: '清华大学', count: 253 },
  { name: '北京大学', count: 239 },
  { name: '浙江大学', count: 210 },
  { name: '武汉大学', count: 183 },
];
const network = {
  nodes: [
    { id: 'A1', name: '张明', count: 20 },
    { id: 'A2', name: '李华', count: 8 },
    { id: 'A3', name: '王芳', count: 6 },
    { id: 'A4', name: '赵强', count: 3 },
  ],
  links: [
    { source: 'A1', target: 'A2', value: 5 },
    { source: 'A1', target: 'A3', value: 3 },
    { source: 'A1', target: 'A4', value: 1 },
    { source: 'A2', target: 'A3', value: 2 },
  ],
};

/** The chart family: trend, ranking, share and network charts, each also a data table. */
const meta = {
  title: 'UI/Entities/ChartFamily',
  component: TrendChart,
  args: { label: '发文量与被引量年度趋势', series, isAnimated: false, height: '28rem' },
  decorators: [
    (Story) => (
      <div style={{ width: '64rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TrendChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lines per series; the toggle shows the same numbers as a year × series table and back. */
export const Trend: Story = {
  play: async ({ canvas, canvasElement }) => {
    const svg = await svgIn(canvasElement);
    await waitFor(() => expect(svg.textContent).toContain('2024'));
    await expect(canvas.getByRole('img', { name: '发文量与被引量年度趋势' })).toBeVisible();
  },
};

export const TableView: Story = {
  play: async ({ canvas, canvasElement }) => {
    await svgIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '查看数据表' }));
    const table = canvas.getByRole('table', { name: '发文量与被引量年度趋势（数据表）' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['年份', '发文量', '被引量']);
    await expect(within(table).getByRole('rowheader', { name: '2024' }).closest('tr')).toHaveTextContent('20244090');
    await userEvent.click(canvas.getByRole('button', { name: '查看图表' }));
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Ranking: Story = {
  render: (args) => (
    <RankChart label="机构发文量排行" items={ranking} valueName="发文量" isAnimated={args.isAnimated} height="24rem" />
  ),
  play: async ({ canvasElement }) => {
    const svg = await svgIn(canvasElement);
    await waitFor(() => expect(svg.textContent).toContain('清华大学'));
  },
};

export const Share: Story = {
  render: (args) => <ShareChart label="学科分布" items={ranking} isAnimated={args.isAnimated} height="24rem" />,
  play: async ({ canvas, canvasElement }) => {
    await svgIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '查看数据表' }));
    await expect(canvas.getByRole('rowheader', { name: '清华大学' }).closest('tr')).toHaveTextContent('28.6%');
  },
};

const onNodeClick = fn();

/** ECharts' graph series; clicking a node reports its id (here through the table-less picture). */
export const Network: Story = {
  render: (args) => (
    <NetworkChart
      label="作者合作网络"
      network={network}
      onNodeClick={onNodeClick}
      isAnimated={args.isAnimated}
      height="28rem"
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    const svg = await svgIn(canvasElement);
    await waitFor(() => expect(svg.textContent).toContain('赵强'));
    await userEvent.click(canvas.getByRole('button', { name: '查看数据表' }));
    await expect(canvas.getByRole('table', { name: '作者合作网络（数据表）' })).toHaveTextContent('张明李华5');
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('图表加载中');
    await expect(canvas.queryByRole('button', { name: '查看数据表' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { series: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: '发文量与被引量年度趋势' })).toHaveTextContent('暂无数据');
    await expect(canvasElement.querySelector('[data-testid="echarts-view"]')).toBeNull();
  },
};

const onRetry = fn();

export const Error: Story = {
  args: { error: '图表数据加载失败', onRetry },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('图表数据加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};
