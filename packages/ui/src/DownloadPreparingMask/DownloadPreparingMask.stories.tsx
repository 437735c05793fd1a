import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { messages } from '@wenxian/domain';
import { FreezeMotion } from '../test/FreezeMotion';
import { DownloadPreparingMask } from './DownloadPreparingMask';

const meta = {
  title: 'UI/Dialogs/DownloadPreparingMask',
  component: DownloadPreparingMask,
  args: { isOpen: true },
  decorators: [
    // A page-sized frame; its transform contains the fixed mask so the snapshot shows it.
    (Story) => (
      <div style={{ position: 'relative', transform: 'translateZ(0)', height: '30rem', padding: '1.6rem' }}>
        <FreezeMotion />
        <p>基于深度学习的中文文献自动分类方法研究</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DownloadPreparingMask>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Covers the page with the spec's message as a polite status. */
export const Preparing: Story = {
  play: async () => {
    const mask = within(document.body).getByRole('status');
    await expect(mask).toHaveTextContent(messages.download.preparing);
    await expect(mask).toHaveAttribute('aria-busy', 'true');
    await expect(getComputedStyle(mask).position).toBe('fixed');
  },
};

export const Hidden: Story = {
  args: { isOpen: false },
  play: async () => {
    await expect(within(document.body).queryByText(messages.download.preparing)).toBeNull();
  },
};
