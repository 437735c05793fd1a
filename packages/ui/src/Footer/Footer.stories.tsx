import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';
// The site's own footer content: one source for the site and its stories.
import {
  footerLicenceLines as licenceLines,
  footerLinkGroups as linkGroups,
  footerPhones as phones,
  footerQuickLinks as quickLinks,
} from '@wenxian/domain';

const serverTime = Date.parse('2026-11-22T12:00:00+08:00');

const meta = {
  title: 'UI/Shell/Footer',
  component: Footer,
  args: { linkGroups, phones, quickLinks, licenceLines, isHome: true, serverTime, clientTime: serverTime },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home: link groups, topic phones, quick links, licences and the certificate badge. */
export const Home: Story = {
  play: async ({ canvas }) => {
    for (const { title } of linkGroups) {
      await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
    }
    const phonesColumn = within(canvas.getByRole('group', { name: '联系电话' }));
    await expect(phonesColumn.getByText(phones[1]?.number ?? '')).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: '快捷入口' })).getAllByRole('link')).toHaveLength(9);
    await expect(canvas.getByRole('note', { name: '安全认证' })).toHaveTextContent('已安全服务996天');
  },
};

/** Any other page: no certificate badge. */
export const OtherPage: Story = {
  args: { isHome: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('note', { name: '安全认证' })).toBeNull();
    await expect(canvas.getByText(/互联网出版许可证/)).toBeVisible();
  },
};
