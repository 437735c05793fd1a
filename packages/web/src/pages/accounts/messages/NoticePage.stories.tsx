import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { apiConfig, CONTENT_PATHS, SITE_PATHS } from '@wenxian/api';
import { scenario, signInAs, simulationState } from '@wenxian/simulation';
import { accountLabels, messages } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { NoticePage } from './NoticePage';

const A = accountLabels.actions;
const notices = { method: 'post', path: CONTENT_PATHS.getNoticeList } as const;
/** The server's clock two days after the notices (published 2025-11-10 10:00 Beijing): they read 2天前. */
const twoDaysLater = scenario(
  { method: 'get', path: SITE_PATHS.serverTime },
  { data: Date.parse('2025-11-12T02:30:00.000Z') },
);
const route = '/personalcenter/notice/:id?';
const notice = (id: string, title: string, isRead: boolean) => ({
  id,
  title,
  content: `${title}：系统将于周六凌晨维护两小时。`,
  publishTime: '2025-11-10T02:00:00.000Z',
  isRead,
});
const twoNotices = scenario(notices, {
  data: {
    list: [notice('N1', '系统维护通知', false), notice('N2', '新功能上线', true)],
    total: 2,
    pageNum: 1,
    pageSize: 10,
  },
});

/** /personalcenter/notice/:id? for a member (13800000002): the system notices. */
const meta = {
  title: 'Web/Pages/Accounts/Notice',
  component: NoticePage,
  decorators: [withPage],
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1002');
  },
  parameters: { layout: 'fullscreen', deeplink: { path: '/personalcenter/notice', route } },
} satisfies Meta<typeof NoticePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notices: each leads to its page, dated relative to the server's clock (doc 000 §9); an unread one can be marked read. */
export const Notices: Story = {
  parameters: { msw: { handlers: [twoNotices, twoDaysLater] } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const region = await main.findByRole('region', { name: accountLabels.pages.notice.title });
    await expect(await within(region).findByRole('link', { name: '系统维护通知' })).toHaveAttribute(
      'href',
      '/personalcenter/notice/N1',
    );
    await expect(within(region).getAllByRole('button', { name: A.markRead })).toHaveLength(1);
    const times = await within(region).findAllByText('2天前');
    await expect(times).toHaveLength(2);
    await expect(times[0]).toHaveAttribute('title', '2025-11-10 10:00');
  },
};

/** One notice in full, with 返回列表. */
export const Detail: Story = {
  parameters: { deeplink: { path: '/personalcenter/notice/N1', route }, msw: { handlers: [twoNotices] } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const article = await main.findByRole('article', { name: '系统维护通知' });
    await expect(within(article).getByText(/系统将于周六凌晨维护两小时/)).toBeVisible();
    await expect(within(article).getByRole('link', { name: A.back })).toHaveAttribute('href', '/personalcenter/notice');
  },
};

/** The seed's notice (13800000002's 我的消息): its content is the server's HTML, shown as sections, not as tags. */
const seededNotice = '开放获取文献每日免费下载上线';

/** Opened from 我的消息: the content rendered sanitized, and 返回列表 leads back to 我的消息. */
export const OpenedFromMessages: Story = {
  parameters: { deeplink: { path: '/personalcenter/notice/NT6?from=message', route } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const article = within(await main.findByRole('article', { name: seededNotice }));
    await expect(article.getByRole('heading', { level: 2, name: '活动内容' })).toBeVisible();
    await expect(article.getByText('所有登录用户每天可免费下载10篇开放获取文献。')).toBeVisible();
    await expect(article.queryByText(/<h2>|<p>/)).toBeNull();
    await expect(article.getByRole('link', { name: A.back })).toHaveAttribute('href', '/personalcenter/message');
  },
};

/**
 * Opening an unread notice marks it read on the server, as 标为已读 does: the simulation (reset to the seed, where it
 * is unread, before every story) keeps it read, and the page's meta line, read again from the list, says 已读.
 */
export const ReadOnOpening: Story = {
  parameters: { deeplink: { path: '/personalcenter/notice/NT6', route } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const article = within(await main.findByRole('article', { name: seededNotice }));
    await waitFor(() => expect(simulationState().readNotices).toContain('NT6'));
    await expect(await article.findByText(new RegExp(`· ${A.read}$`))).toBeVisible();
    await expect(article.getByRole('link', { name: A.back })).toHaveAttribute('href', '/personalcenter/notice');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [scenario(notices, { empty: true })] } },
  play: async ({ canvas }) => {
    await expect(await within(canvas.getByRole('main')).findByText(messages.loader.empty)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenario(notices, { latencyMs: 'infinite' })] }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [scenario(notices, { code: 500 })] }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: accountLabels.list.retry })).toBeVisible();
  },
};
