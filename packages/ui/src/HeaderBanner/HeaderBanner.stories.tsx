import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { advance, installFakeClock } from '../test/fakeClock';
import { bannerImage } from '../test/bannerImage';
import { HeaderBanner } from './HeaderBanner';

const meta = {
  title: 'UI/Shell/HeaderBanner',
  component: HeaderBanner,
  args: {
    title: '新春开学季 会员限时优惠',
    imageSrc: bannerImage('新春开学季 · 会员限时优惠', '#c8161d', '#e87a00'),
    onClose: fn(),
  },
} satisfies Meta<typeof HeaderBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

/** The countdown (spec: 10 s): still shown just before 10 s, gone at 10 s, closing reason `timeout`. */
export const AutoClosesAfterTenSeconds: Story = {
  // Closed, the banner renders nothing: there is no picture to compare.
  parameters: { screenshot: false },
  play: async ({ args, canvas, mount }) => {
    const clock = installFakeClock();
    try {
      await mount();
      const banner = canvas.getByRole('complementary', { name: args.title });
      await advance(clock, 9_999);
      await expect(banner).toBeInTheDocument();
      await expect(args.onClose).not.toHaveBeenCalled();
      await advance(clock, 1);
      await expect(canvas.queryByRole('complementary')).toBeNull();
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await expect(args.onClose).toHaveBeenCalledWith('timeout');
    } finally {
      clock.uninstall();
    }
  },
};

/** A click closes it at once and the countdown no longer fires. */
export const ClosesOnClick: Story = {
  // Closed, the banner renders nothing: there is no picture to compare.
  parameters: { screenshot: false },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(args.title) }));
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onClose).toHaveBeenCalledWith('click');
  },
};

/** With what it announces: the picture (its 立即查看) links there, and a close button (×) at its corner. */
export const WithWhatItAnnounces: Story = {
  args: { href: '/member' },
};

/** The picture is a link to what it announces; the close button closes it in place. */
export const OpensWhatItAnnounces: Story = {
  args: { href: '/member' },
  // Closed, the banner renders nothing: there is no picture to compare.
  parameters: { screenshot: false },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: new RegExp(`${args.title}，立即查看`) });
    await expect(link).toHaveAttribute('href', '/member');
    await userEvent.click(canvas.getByRole('button', { name: '关闭横幅' }));
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(args.onClose).toHaveBeenCalledWith('click');
  },
};
