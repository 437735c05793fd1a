import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiConfig, MONEY_PATHS } from '@wenxian/api';
import { scenario, signInAs, simulationState } from '@wenxian/simulation';
import { accountLabels, messages } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { OrdersPage } from './OrdersPage';

const P = accountLabels.pages.orders;
const A = accountLabels.actions;
const orders = { method: 'post', path: MONEY_PATHS.getOrderList } as const;
const orderById = { method: 'post', path: MONEY_PATHS.getOrderbyId } as const;
const route = '/personalcenter/orders/:id?';

/** Two orders of the member M1002 in the simulation: one unpaid, one paid. */
function seedOrders() {
  const state = simulationState();
  const base = {
    memberId: 'M1002',
    ids: [],
    types: [],
    payMethod: null,
    couponId: null,
  };
  state.orders.set('OD9001', {
    ...base,
    id: 'OD9001',
    name: '月度会员',
    commodityId: 'VIP-USER-1M',
    busCode: 'VIP',
    amount: 38,
    state: 'unpaid',
    createdAt: Date.parse('2025-11-10T02:00:00.000Z'),
    paidAt: null,
  });
  state.orders.set('OD9000', {
    ...base,
    id: 'OD9000',
    name: '钱包充值',
    commodityId: 'RECHARGE',
    busCode: 'RECHARGE',
    amount: 50,
    state: 'paid',
    createdAt: Date.parse('2025-11-09T02:00:00.000Z'),
    paidAt: Date.parse('2025-11-09T02:01:00.000Z'),
  });
}

/** /personalcenter/orders/:id? for a member (13800000002): the order list and one order. */
const meta = {
  title: 'Web/Pages/Accounts/Orders',
  component: OrdersPage,
  decorators: [withPage],
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1002');
    seedOrders();
  },
  parameters: { layout: 'fullscreen', deeplink: { path: '/personalcenter/orders', route } },
} satisfies Meta<typeof OrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list, newest first: the unpaid order can be paid (on its pay page) or cancelled, both can be removed. */
export const List: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const region = await main.findByRole('region', { name: P.title });
    await expect(await within(region).findByText('月度会员')).toBeVisible();
    await expect(within(region).getByText('钱包充值')).toBeVisible();
    const pay = within(region).getAllByRole('link', { name: A.payAgain });
    await expect(pay).toHaveLength(1);
    await expect(pay[0]).toHaveAttribute('href', expect.stringMatching(/^\/pay\/newindex\?vip-om=OD\d+&ref=/));
    await expect(within(region).getAllByRole('button', { name: A.remove })).toHaveLength(2);
    await expect(within(region).getAllByRole('link', { name: A.detail })[0]).toHaveAttribute(
      'href',
      '/personalcenter/orders/OD9001',
    );
  },
};

/** Cancelling the unpaid order: 已取消, and it can no longer be paid. */
export const Cancelled: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await userEvent.click(await main.findByRole('button', { name: A.cancel }));
    await expect(await canvas.findByText(A.cancelled)).toBeVisible();
    await expect(await main.findByText(/已取消/)).toBeVisible();
    await expect(main.queryByRole('link', { name: A.payAgain })).not.toBeInTheDocument();
  },
};

/** A member with no orders yet: 暂无数据. */
export const Empty: Story = {
  parameters: { msw: { handlers: [scenario(orders, { empty: true })] } },
  play: async ({ canvas }) => {
    await expect(await within(canvas.getByRole('main')).findByText(messages.loader.empty)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenario(orders, { latencyMs: 'infinite' })] }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [scenario(orders, { code: 500 })] }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: accountLabels.list.retry })).toBeVisible();
  },
};

/** One order: amount, state, times, its actions and 返回列表. */
export const Detail: Story = {
  parameters: { deeplink: { path: '/personalcenter/orders/OD9000', route } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const order = await main.findByRole('article', { name: P.detail });
    await expect(within(order).getByRole('heading', { name: '钱包充值' })).toBeVisible();
    await expect(within(order).getByText(P.amount(50))).toBeVisible();
    await expect(within(order).getByText(/已支付/)).toBeVisible();
    await expect(within(order).getByRole('link', { name: A.back })).toHaveAttribute('href', '/personalcenter/orders');
  },
};

/** An order that is not the member's (or no longer exists): the error view. */
export const DetailNotFound: Story = {
  parameters: { deeplink: { path: '/personalcenter/orders/OD0404', route } },
  play: async ({ canvas }) => {
    await expect(await within(canvas.getByRole('main')).findByText(messages.errorPage.notFoundTitle)).toBeVisible();
  },
};

export const DetailLoading: Story = {
  parameters: {
    deeplink: { path: '/personalcenter/orders/OD9000', route },
    msw: { handlers: [scenario(orderById, { latencyMs: 'infinite' })] },
    screenshot: false,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};
