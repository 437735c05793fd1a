import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { messages } from '@wenxian/domain';
import { FreezeMotion } from '../test/FreezeMotion';
import { LoadingMask } from './LoadingMask';

const meta = {
  title: 'UI/Shell/LoadingMask',
  component: LoadingMask,
  args: { isOpen: true },
  decorators: [
    // A region with content under the mask; the transform also contains the full-screen variant.
    (Story) => (
      <div
        style={{
          position: 'relative',
          transform: 'translateZ(0)',
          height: '24rem',
          padding: '1.6rem',
          border: '1px solid #e5e6eb',
        }}
      >
        <FreezeMotion />
        <p>检索结果列表</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoadingMask>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spinner: Story = {
  play: async ({ canvas }) => {
    const mask = canvas.getByRole('status', { name: '加载中' });
    await expect(mask).toHaveAttribute('aria-busy', 'true');
  },
};

/** The download flow's mask (doc 000 §4.2). */
export const PreparingDownload: Story = {
  args: { message: messages.download.preparing, isFullScreen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在创建下载文件，请耐心等待');
  },
};

export const Closed: Story = {
  args: { isOpen: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
