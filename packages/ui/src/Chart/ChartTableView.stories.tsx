import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ChartTableView } from './ChartTableView';
import { rankTable, shareTable, trendTable } from './chartData';

const trend = trendTable([
  { name: '发文量', points: [2021, 2022, 2023, 2024].map((year, i) => ({ year, value: [25, 22, 31, 40][i] ?? 0 })) },
  { name: '被引量', points: [2021, 2022, 2023, 2024].map((year, i) => ({ year, value: [61, 80, 75, 90][i] ?? 0 })) },
]);
const organisations = Array.from({ length: 30 }, (_, i) => ({ name: `第${i + 1}研究院`, count: 300 - i * 7 }));

/**
 * A chart's numbers as a table: the text alternative every chart of the family offers (the data-table
 * toggle) and what the server sends in the first response. The first column heads each row.
 */
const meta = {
  title: 'UI/Entities/ChartTableView',
  component: ChartTableView,
  args: { caption: '发文量与被引量年度趋势（数据表）', table: trend },
  decorators: [
    (Story) => (
      <div style={{ width: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChartTableView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Years × series: column headers, each year a row header, the values beside it. */
export const Trend: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '发文量与被引量年度趋势（数据表）' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['年份', '发文量', '被引量']);
    await expect(within(table).getByRole('rowheader', { name: '2024' }).closest('tr')).toHaveTextContent('20244090');
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
  },
};

/** A share (pie) table: each name with its count and percentage of the whole. */
export const Share: Story = {
  args: {
    caption: '学科分布（数据表）',
    table: shareTable([
      { name: '计算机科学', count: 3 },
      { name: '经济学', count: 1 },
    ]),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: '计算机科学' }).closest('tr')).toHaveTextContent('75%');
  },
};

/** A long ranking in a short box: the table scrolls, and the keyboard can reach and scroll it. */
export const LongTableScrolls: Story = {
  args: { caption: '机构发文量排行（数据表）', table: rankTable(organisations, '发文量') },
  decorators: [
    (Story) => (
      <div style={{ height: '16rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const region = canvas.getByRole('group', { name: '机构发文量排行（数据表）' });
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    region.scrollTop = region.scrollHeight;
    await expect(canvas.getByRole('rowheader', { name: '第30研究院' })).toBeVisible();
  },
};

/** In a report, under its own heading: the caption is not shown but still names the table; headers are bold. */
export const UnderAHeading: Story = {
  args: {
    caption: '期刊分析数据表',
    table: rankTable(organisations.slice(0, 3), '发文量'),
    isCaptionHidden: true,
    headerWeight: 'bold',
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '期刊分析数据表' });
    await expect(table.querySelector('caption')).toBeNull();
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};
