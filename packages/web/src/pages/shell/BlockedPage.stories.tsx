import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shellLabels } from '@wenxian/domain';
import { withPage } from '../../test/withPage';
import { BlockedPage } from './BlockedPage';

/** /block.html: where the server sends an address on the blocklist (doc 000 §6). */
const meta = {
  title: 'Web/Pages/Blocked',
  component: BlockedPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', deeplink: { path: '/block.html' } },
} satisfies Meta<typeof BlockedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Blocked: Story = {
  play: async ({ canvas }) => {
    const page = within(canvas.getByRole('main'));
    await expect(page.getByRole('heading', { name: shellLabels.errorPage.blockedTitle })).toBeVisible();
    await expect(page.getByText(shellLabels.errorPage.blockedHint)).toBeVisible();
  },
};
