import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { messages } from '@wenxian/domain';
import { ListLoader } from './ListLoader';

const meta = {
  title: 'UI/Shell/ListLoader',
  component: ListLoader,
  args: { state: 'loading', onLoadMore: fn() },
} satisfies Meta<typeof ListLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('拼命加载中···');
  },
};

export const LoadMore: Story = {
  args: { state: 'loadMore' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '加载更多' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const NoMore: Story = {
  args: { state: 'noMore' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有更多了')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { state: 'empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.loader.empty);
    await expect(messages.loader.empty).toBe('暂无数据');
  },
};
