import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RankingTable } from './RankingTable';

const meta = {
  title: 'UI/Entities/RankingTable',
  component: RankingTable,
  args: {
    caption: '作者被引排行',
    valueLabel: '被引量',
    rows: [
      { rank: 1, name: '张明', href: '/author/A1', detail: '清华大学', value: 12840 },
      { rank: 2, name: '李华', href: '/author/A2', detail: '北京大学', value: 9310 },
      { rank: 3, name: '王芳', href: '/author/A3', detail: '浙江大学', value: 702 },
      { rank: 4, name: '赵强', href: '/author/A4', detail: '武汉大学', value: 655 },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: '48rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RankingTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '作者被引排行' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(within(table).getByRole('link', { name: '张明' })).toHaveAttribute('href', '/author/A1');
  },
};

/** Subject rankings show how many places each word moved since last year. */
export const WithChange: Story = {
  args: {
    caption: '热门主题排行',
    valueLabel: '发文量',
    hasChange: true,
    rows: [
      { rank: 1, name: '深度学习', value: 320, change: 2 },
      { rank: 2, name: '乡村振兴', value: 280, change: -1 },
      { rank: 3, name: '碳中和', value: 260, change: 0 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('上升2位')).toHaveTextContent('↑2');
    await expect(canvas.getByLabelText('下降1位')).toBeVisible();
    await expect(canvas.getByLabelText('持平')).toBeVisible();
  },
};

/**
 * Under a section's heading the table takes its name from the heading: a screen reader announces 高产作者 with
 * the table, and the page prints it once (no caption repeating the heading).
 */
export const NamedByHeading: Story = {
  args: { caption: undefined, labelledBy: 'ranking-heading' },
  render: (args) => (
    <section aria-labelledby="ranking-heading">
      <h2 id="ranking-heading">高产作者</h2>
      <RankingTable {...args} />
    </section>
  ),
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: '高产作者' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(canvasElement.querySelector('caption')).toBeNull();
    await expect(canvas.getAllByText('高产作者')).toHaveLength(1);
  },
};
