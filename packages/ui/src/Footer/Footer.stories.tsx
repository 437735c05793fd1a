import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Footer, type FooterQuickLink } from './Footer';
// The site's own footer content: one source for the site and its stories.
import {
  footerLicenceLines as licenceLines,
  footerLinkGroups,
  footerPhones as phones,
  footerQuickLinks,
  type FooterEntry,
} from '@wenxian/domain';

const onFeedback = fn();

/** The domain's entries as the site passes them (the site types `path` by its route table). */
const quickLinkOf = (entry: FooterEntry): FooterQuickLink =>
  'action' in entry
    ? { label: entry.label, onSelect: onFeedback }
    : 'external' in entry
      ? { label: entry.label, href: entry.external }
      : { label: entry.label, href: entry.path + (entry.search ?? '') };
const linkGroups = footerLinkGroups.map((group) => ({
  title: group.title,
  links: group.links.map((entry: FooterEntry) => quickLinkOf(entry) as { label: string; href: string }),
}));
const quickLinks = footerQuickLinks.map(quickLinkOf);

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
      await expect(canvas.getByRole('group', { name: title })).toBeVisible();
    }
    const phonesColumn = within(canvas.getByRole('group', { name: '联系电话' }));
    await expect(phonesColumn.getByText(phones[1]?.number ?? '')).toBeVisible();
    const quick = within(canvas.getByRole('navigation', { name: '快捷入口' }));
    await expect(quick.getAllByRole('link')).toHaveLength(8);
    // The exam platform is a site of its own; 用户反馈 opens the feedback dialog, not a help article.
    await expect(quick.getByRole('link', { name: '考试平台' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: '高级检索' })).toHaveAttribute('href', '/advancesearch');
    onFeedback.mockClear();
    await userEvent.click(quick.getByRole('button', { name: '用户反馈' }));
    await expect(onFeedback).toHaveBeenCalledTimes(1);
    // The picture shows the footer at rest, not the focus the click left.
    (document.activeElement as HTMLElement | null)?.blur();
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
