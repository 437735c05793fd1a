import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { apiConfig, MONEY_PATHS } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { accountLabels, messages } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { BillPage } from './BillPage';

const bills = { method: 'post', path: MONEY_PATHS.getBillList } as const;
const bill = (i: number) => ({
  id: `BL${i}`,
  amount: i % 2 ? 50 : -38,
  kind: i % 2 ? 'recharge' : 'pay',
  description: i % 2 ? '钱包充值' : '月度会员',
  time: '2025-11-10T02:00:00.000Z',
});

/** /personalcenter/bill for a member (13800000002): the list's four states. */
const meta = {
  title: 'Web/Pages/Accounts/Bill',
  component: BillPage,
  decorators: [withPage],
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1002');
  },
  parameters: { layout: 'fullscreen', deeplink: { path: '/personalcenter/bill' } },
} satisfies Meta<typeof BillPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: [scenario(bills, { latencyMs: 'infinite' })] }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

/** A member who has no bills yet: 暂无数据. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.empty)).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [scenario(bills, { code: 500 })] }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: accountLabels.list.retry })).toBeVisible();
  },
};

/** Two pages of bills: the pager moves to the second. */
export const Paged: Story = {
  parameters: {
    msw: {
      handlers: [
        scenario(bills, {
          data: { list: Array.from({ length: 10 }, (_, i) => bill(i + 1)), total: 14, pageNum: 1, pageSize: 10 },
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: accountLabels.pages.bill.title });
    await expect(await canvas.findAllByText(/钱包充值/)).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: '第2页' }));
    await expect(region).toBeVisible();
  },
};
