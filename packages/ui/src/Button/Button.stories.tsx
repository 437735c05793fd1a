import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: '确定下载', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '确定下载' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: '取消' } };

export const Text: Story = { args: { variant: 'text', children: '加载更多' } };

export const Small: Story = { args: { variant: 'primary', isSmall: true } };

export const Disabled: Story = {
  args: { variant: 'primary', disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: '确定下载' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Busy with the work it started: unavailable to presses, but it keeps the focus of whoever pressed it. */
export const Busy: Story = {
  args: { variant: 'primary', isBusy: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: '确定下载' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};
