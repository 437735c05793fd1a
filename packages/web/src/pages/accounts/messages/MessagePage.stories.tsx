import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiConfig, CONTENT_PATHS, SITE_PATHS } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { accountLabels, messages } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { MessagePage } from './MessagePage';

const notices = { method: 'post', path: CONTENT_PATHS.getNoticeList } as const;
/** The server's clock two days after the notices (published 2025-11-10 10:00 Beijing): they read 2天前. */
const twoDaysLater = scenario(
  { method: 'get', path: SITE_PATHS.serverTime },
  { data: Date.parse('2025-11-12T02:30:00.000Z') },
);
const notice = (id: string, title: string, isRead: boolean) => ({
  id,
  title,
  content: `${title}：系统将于周六凌晨维护两小时。`,
  publishTime: '2025-11-10T02:00:00.000Z',
  isRead,
});

/** /personalcenter/message for a member (13800000002): the system notices, each leading to its notice page. */
const meta = {
  title: 'Web/Pages/Accounts/Message',
  component: MessagePage,
  decorators: [withPage],
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1002');
  },
  parameters: { layout: 'fullscreen', deeplink: { path: '/personalcenter/message' } },
} satisfies Meta<typeof MessagePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Messages: Story = {
  parameters: {
    msw: {
      handlers: [
        scenario(notices, {
          data: {
            list: [notice('N1', '系统维护通知', false), notice('N2', '新功能上线', true)],
            total: 2,
            pageNum: 1,
            pageSize: 10,
          },
        }),
        twoDaysLater,
      ],
    },
  },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const region = await main.findByRole('region', { name: accountLabels.pages.message.title });
    await expect(await within(region).findByRole('link', { name: '新功能上线' })).toHaveAttribute(
      'href',
      '/personalcenter/notice/N2?from=message',
    );
    await expect(within(region).getByText(new RegExp(accountLabels.actions.unread))).toBeVisible();
    // Dated relative to the server's clock (doc 000 §9), the exact minute as the title.
    await expect(await within(region).findAllByText('2天前')).toHaveLength(2);
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
