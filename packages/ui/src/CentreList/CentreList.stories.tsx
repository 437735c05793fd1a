import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { accountLabels, messages } from '@wenxian/domain';
import { CentreList } from './CentreList';

type Bill = { id: string; note: string; amount: number };
const bills: Bill[] = Array.from({ length: 10 }, (_, i) => ({
  id: `BL${i + 1}`,
  note: `钱包充值 第${i + 1}笔`,
  amount: 10 * (i + 1),
}));

const meta = {
  title: 'UI/Centre/CentreList',
  component: CentreList<Bill>,
  args: {
    title: '我的账单',
    state: 'ready',
    items: bills,
    itemKey: (bill: Bill) => bill.id,
    renderItem: (bill: Bill) => (
      <>
        <span>{bill.note}</span>
        <span>{bill.amount} 元</span>
      </>
    ),
    page: 1,
    pageSize: 10,
    total: 23,
    onPageChange: fn(),
    onRetry: fn(),
  },
  decorators: [(Story) => <div style={{ width: '80rem', padding: '1.6rem' }}>{Story()}</div>],
} satisfies Meta<typeof CentreList<Bill>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paged: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: '第2页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Loading: Story = {
  args: { state: 'loading', items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.loader.loading);
    await expect(canvas.getByRole('region', { name: '我的账单' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('暂无数据');
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Failed: Story = {
  args: { state: 'error', items: [], errorText: '哎呀，出问题，请稍后再试' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('哎呀，出问题，请稍后再试');
    await userEvent.click(canvas.getByRole('button', { name: accountLabels.list.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The list a page is about: the page's h1 names it, so it prints no heading of its own but keeps its name. */
export const TitleNamedByPage: Story = {
  args: { isTitleHidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '我的账单' })).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};
