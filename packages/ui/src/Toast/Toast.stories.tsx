import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { messages } from '@wenxian/domain';
import { advance, installFakeClock } from '../test/fakeClock';
import { Toast } from './Toast';

const meta = {
  title: 'UI/Shell/Toast',
  component: Toast,
  // Stories keep the toast up (durationMs 0) so its look is compared; AutoCloses tests the timer.
  args: { kind: 'success', children: messages.copy.success, onClose: fn(), durationMs: 0 },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('复制成功');
    await userEvent.click(canvas.getByRole('button', { name: '关闭提示' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Warning: Story = {
  args: { kind: 'warning', children: messages.search.emptyInput },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('请输入内容');
  },
};

/** Errors interrupt: role alert. The text is the server message or a spec message. */
export const ErrorMessage: Story = {
  args: { kind: 'error', children: messages.copy.failure },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('复制失败，请检查浏览器权限');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** With a duration the toast asks to close after it, not before. */
export const AutoCloses: Story = {
  args: { durationMs: 3000 },
  play: async ({ args, mount }) => {
    const clock = installFakeClock();
    try {
      await mount();
      await advance(clock, 2999);
      await expect(args.onClose).not.toHaveBeenCalled();
      await advance(clock, 1);
      await expect(args.onClose).toHaveBeenCalledTimes(1);
    } finally {
      clock.uninstall();
    }
  },
};
