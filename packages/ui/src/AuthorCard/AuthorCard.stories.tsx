import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AuthorCard } from './AuthorCard';

const meta = {
  title: 'UI/Entities/AuthorCard',
  component: AuthorCard,
  args: {
    name: '张明',
    href: '/author/A000001',
    organName: '清华大学',
    title: '教授',
    literatureCount: 42,
    citedCount: 1380,
    hIndex: 17,
  },
  decorators: [
    (Story) => (
      <div style={{ width: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AuthorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '张明' })).toHaveAttribute('href', '/author/A000001');
    await expect(canvas.getByText('清华大学 · 教授')).toBeVisible();
    await expect(canvas.getByText('H指数').nextElementSibling).toHaveTextContent('17');
  },
};

/** In a list without the h-index and title (search results). */
export const Compact: Story = {
  args: { title: undefined, hIndex: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('H指数')).toBeNull();
    await expect(canvas.getByText('清华大学')).toBeVisible();
  },
};
