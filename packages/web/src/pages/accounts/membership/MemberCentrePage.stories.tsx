import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiConfig, MEMBERSHIP_PATHS } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { accountLabels, messages } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { MemberCentrePage } from './MemberCentrePage';

const P = accountLabels.pages;
const log = { method: 'post', path: MEMBERSHIP_PATHS.downloadLogPage } as const;
const entry = (i: number, vipType: 'USER' | 'team') => ({
  id: `L${i}`,
  title: `深度学习综述 ${i}`,
  type: 1,
  time: '2025-11-10T02:00:00.000Z',
  vipType,
});

/** /personalcenter/membercenter for a member (13800000002): the quotas and the downloads that used them. */
const meta = {
  title: 'Web/Pages/Accounts/MemberCentre',
  component: MemberCentrePage,
  decorators: [withPage],
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1002');
  },
  parameters: { layout: 'fullscreen', deeplink: { path: '/personalcenter/membercenter' } },
} satisfies Meta<typeof MemberCentrePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The personal quota and validity, the way to the packages, and two downloads. */
export const Normal: Story = {
  parameters: {
    msw: {
      handlers: [
        scenario(log, { data: { list: [entry(1, 'USER'), entry(2, 'team')], total: 2, pageNum: 1, pageSize: 10 } }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const membership = await main.findByRole('region', { name: P.centre.membership });
    await expect(await within(membership).findByText(/个人额度 已用\d+\/\d+篇/)).toBeVisible();
    await expect(within(membership).getByRole('link', { name: P.member.title })).toHaveAttribute('href', '/member');
    const list = main.getByRole('region', { name: P.membercenter.log });
    await expect(await within(list).findByRole('link', { name: '深度学习综述 1' })).toBeVisible();
    await expect(within(list).getByText(new RegExp(P.member.team))).toBeVisible();
  },
};

/** No downloads yet: 暂无数据 under the quotas. */
export const Empty: Story = {
  parameters: { msw: { handlers: [scenario(log, { empty: true })] } },
  play: async ({ canvas }) => {
    await expect(await within(canvas.getByRole('main')).findByText(messages.loader.empty)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenario(log, { latencyMs: 'infinite' })] }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [scenario(log, { code: 500 })] }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: accountLabels.list.retry })).toBeVisible();
  },
};
