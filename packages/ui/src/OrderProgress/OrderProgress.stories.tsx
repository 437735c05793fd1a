import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { checkOrderStates } from '@wenxian/domain';
import { OrderProgress } from './OrderProgress';

const steps = [
  checkOrderStates.unpaid.stateName,
  checkOrderStates.queued.stateName,
  checkOrderStates.checking.stateName,
  checkOrderStates.done.stateName,
];

const meta = {
  title: 'UI/Products/OrderProgress',
  component: OrderProgress,
  args: { label: '检测进度', steps, current: 0 },
} satisfies Meta<typeof OrderProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unpaid: the first stage is current, no bar. */
export const Unpaid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('待支付')).toHaveAttribute('aria-current', 'step');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** Checking at 37 %. */
export const Checking: Story = {
  args: { current: 2, progress: 37 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('检测中')).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '37');
  },
};

/** Done: every stage reached. */
export const Done: Story = {
  args: { current: 3, progress: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('检测完成')).toHaveAttribute('aria-current', 'step');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};
