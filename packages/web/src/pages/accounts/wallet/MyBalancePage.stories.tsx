import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiConfig, MONEY_PATHS } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { accountLabels, messages } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { MyBalancePage } from './MyBalancePage';

const P = accountLabels.pages;
const bills = { method: 'post', path: MONEY_PATHS.getBillList } as const;
const bill = (i: number) => ({
  id: `BL${i}`,
  amount: i % 2 ? 50 : -38,
  kind: i % 2 ? 'recharge' : 'pay',
  description: i % 2 ? '钱包充值' : '月度会员',
  time: '2025-11-10T02:00:00.000Z',
});

/** /personalcenter/mybalance for a member (13800000002, balance 120): the wallet and its bills. */
const meta = {
  title: 'Web/Pages/Accounts/MyBalance',
  component: MyBalancePage,
  decorators: [withPage],
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1002');
  },
  parameters: { layout: 'fullscreen', deeplink: { path: '/personalcenter/mybalance' } },
} satisfies Meta<typeof MyBalancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The balance, the way to top up and two bills. */
export const Normal: Story = {
  parameters: {
    msw: { handlers: [scenario(bills, { data: { list: [bill(1), bill(2)], total: 2, pageNum: 1, pageSize: 10 } })] },
  },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const wallet = await main.findByRole('region', { name: P.pay.wallet });
    await expect(await within(wallet).findByText(P.pay.balance(120))).toBeVisible();
    await expect(within(wallet).getByRole('link', { name: accountLabels.actions.recharge })).toHaveAttribute(
      'href',
      '/pay/recharge',
    );
    const list = main.getByRole('region', { name: P.bill.title });
    await expect(await within(list).findByText(/钱包充值/)).toBeVisible();
    await expect(within(list).getByText(/月度会员/)).toBeVisible();
  },
};

/** No bills yet: the balance still shows, the list says 暂无数据. */
export const Empty: Story = {
  parameters: { msw: { handlers: [scenario(bills, { empty: true })] } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(await main.findByText(messages.loader.empty)).toBeVisible();
    await expect(await main.findByText(P.pay.balance(120))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenario(bills, { latencyMs: 'infinite' })] }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [scenario(bills, { code: 500 })] }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: accountLabels.list.retry })).toBeVisible();
  },
};
