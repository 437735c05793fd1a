import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiConfig, RECORDS_PATHS } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { accountLabels, messages } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { MySubItemPage } from './MySubItemPage';

const subscriptions = { method: 'post', path: RECORDS_PATHS.getSubscribeList } as const;
const pageOf = <T,>(list: T[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10 });

const subscribeList = pageOf([
  { id: 'S1', targetId: 'J002', kind: 'journal', name: '情报学报', sort: 1, unread: 0 },
  { id: 'S2', targetId: '数字人文', kind: 'word', name: '数字人文', sort: 2, unread: 0 },
]);

/** /subscription/mysubItem for a member (13800000002): their subscriptions, each with 取消订阅. */
const meta = {
  title: 'Web/Pages/Accounts/MySubItem',
  component: MySubItemPage,
  decorators: [withPage],
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1002');
  },
  parameters: { layout: 'fullscreen', deeplink: { path: '/subscription/mysubItem', route: '/subscription/mysubItem' } },
} satisfies Meta<typeof MySubItemPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MySubItem: Story = {
  parameters: {
    msw: { handlers: [scenario(subscriptions, { data: subscribeList })] },
  },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(await main.findByRole('link', { name: '情报学报' })).toHaveAttribute('href', '/journal/J002');
    await expect(main.getAllByRole('button', { name: accountLabels.actions.unsubscribe })).toHaveLength(2);
  },
};

export const MySubItemLoading: Story = {
  parameters: {
    msw: { handlers: [scenario(subscriptions, { latencyMs: 'infinite' })] },
    screenshot: false,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

export const MySubItemEmpty: Story = {
  play: async ({ canvas }) => {
    await expect(await within(canvas.getByRole('main')).findByText(messages.loader.empty)).toBeVisible();
  },
};

export const MySubItemFailed: Story = {
  parameters: {
    msw: { handlers: [scenario(subscriptions, { code: 500 })] },
    screenshot: false,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: accountLabels.list.retry })).toBeVisible();
  },
};
