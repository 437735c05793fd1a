import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent } from 'storybook/test';
import { advance, installFakeClock } from '../test/fakeClock';
import { AiHeader } from './AiHeader';

const meta = {
  title: 'UI/Shell/AiHeader',
  component: AiHeader,
  args: {
    loginHref: '/account?serve=%2FWeResearch&appCode=101',
    registerHref: '/account/register?serve=%2FWeResearch',
    onNewConversation: fn(),
    onPromoClose: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AiHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const promo = { text: 'AI助手限时活动：新用户赠送对话次数', href: '/activity/aipromotional' };

export const Visitor: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: '登录' })).toHaveAttribute('href', args.loginHref);
    await expect(canvas.getByRole('link', { name: '注册' })).toHaveAttribute('href', args.registerHref);
    await expect(canvas.getByRole('link', { name: '历史记录' })).toHaveAttribute('href', '/WeResearch/history');
    await expect(canvas.getByRole('link', { name: '产品更新' })).toHaveAttribute('href', '/WeResearch/update');
    await userEvent.click(canvas.getByRole('button', { name: '新建对话' }));
    await expect(args.onNewConversation).toHaveBeenCalledTimes(1);
  },
};

export const LoggedIn: Story = {
  args: { userName: '张同学' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('张同学')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '登录' })).toBeNull();
  },
};

/**
 * The promo as it first shows: 10 s on the countdown. Its clock stands still (a real one ticked to 9 s or less
 * before a busy machine's picture), so the picture shows the first second however long it takes.
 */
export const PromoBanner: Story = {
  args: { promo },
  play: async ({ canvas, mount }) => {
    const clock = installFakeClock();
    try {
      await mount();
      await expect(canvas.getByRole('timer')).toHaveTextContent('10秒后自动关闭');
    } finally {
      clock.uninstall();
    }
  },
};

/** The countdown ticks each second and the promo closes itself at 10 s. */
export const PromoCountdown: Story = {
  args: { promo },
  // The banner ends closed; the open look is the PromoBanner baseline.
  parameters: { screenshot: false },
  play: async ({ args, canvas, mount }) => {
    const clock = installFakeClock();
    try {
      await mount();
      await expect(canvas.getByRole('timer')).toHaveTextContent('10秒后自动关闭');
      await advance(clock, 1000);
      await expect(canvas.getByRole('timer')).toHaveTextContent('9秒后自动关闭');
      await advance(clock, 8000);
      await expect(canvas.getByRole('timer')).toHaveTextContent('1秒后自动关闭');
      await expect(args.onPromoClose).not.toHaveBeenCalled();
      await advance(clock, 1000);
      await expect(canvas.queryByRole('region', { name: promo.text })).toBeNull();
      await expect(args.onPromoClose).toHaveBeenCalledTimes(1);
    } finally {
      clock.uninstall();
    }
  },
};

/** The close button ends it early; the countdown then never fires. */
export const PromoClosedByButton: Story = {
  args: { promo },
  play: async ({ args, canvas, mount }) => {
    const clock = installFakeClock();
    try {
      await mount();
      fireEvent.click(canvas.getByRole('button', { name: '关闭活动横幅' }));
      await advance(clock, 10_000);
      await expect(canvas.queryByRole('region', { name: promo.text })).toBeNull();
      await expect(args.onPromoClose).toHaveBeenCalledTimes(1);
    } finally {
      clock.uninstall();
    }
  },
};
