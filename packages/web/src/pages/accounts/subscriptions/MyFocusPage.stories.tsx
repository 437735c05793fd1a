import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiConfig, RECORDS_PATHS } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { accountLabels, messages } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { MyFocusPage } from './MyFocusPage';

const follows = { method: 'post', path: RECORDS_PATHS.getFollowList } as const;
const pageOf = <T,>(list: T[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10 });

const followList = pageOf([
  { id: 'F1', targetId: 'J001', kind: 'journal', name: '中国图书馆学报', followedAt: '2025-11-10T02:00:00.000Z' },
  { id: 'F2', targetId: 'A001', kind: 'author', name: '王晓明', followedAt: '2025-11-09T02:00:00.000Z' },
]);

/** /subscription/myfocus for a member (13800000002): what they follow, each leading to its page. */
const meta = {
  title: 'Web/Pages/Accounts/MyFocus',
  component: MyFocusPage,
  decorators: [withPage],
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1002');
  },
  parameters: { layout: 'fullscreen', deeplink: { path: '/subscription/myfocus', route: '/subscription/myfocus' } },
} satisfies Meta<typeof MyFocusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MyFocus: Story = {
  parameters: { msw: { handlers: [scenario(follows, { data: followList })] } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(await main.findByRole('link', { name: '中国图书馆学报' })).toHaveAttribute('href', '/journal/J001');
    await expect(main.getByRole('link', { name: '王晓明' })).toHaveAttribute('href', '/author/A001');
  },
};

export const MyFocusLoading: Story = {
  parameters: {
    msw: { handlers: [scenario(follows, { latencyMs: 'infinite' })] },
    screenshot: false,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

export const MyFocusEmpty: Story = {
  play: async ({ canvas }) => {
    await expect(await within(canvas.getByRole('main')).findByText(messages.loader.empty)).toBeVisible();
  },
};

export const MyFocusFailed: Story = {
  parameters: {
    msw: { handlers: [scenario(follows, { code: 500 })] },
    screenshot: false,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: accountLabels.list.retry })).toBeVisible();
  },
};
