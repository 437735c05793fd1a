import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { theme } from '../theme';
import { TextLink } from './TextLink';

/** Converts the theme's hex colour to the rgb() form getComputedStyle reports. */
const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

const meta = {
  title: 'UI/Shell/TextLink',
  component: TextLink,
  args: { href: '/product/noveltysearch/myorder', children: '我的订单' },
  render: (args) => (
    <p>
      暂无查新订单，
      <TextLink {...args} />
      查看已提交的申请。
    </p>
  ),
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In running text the link takes the site's link colour and an underline, not the text colour. */
export const InText: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '我的订单' });
    await expect(link).toHaveAttribute('href', '/product/noveltysearch/myorder');
    await expect(getComputedStyle(link).color).toBe(rgb(theme.color.accent));
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};
