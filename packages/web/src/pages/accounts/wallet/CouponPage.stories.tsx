import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiConfig } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { accountLabels, messages } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { CouponPage } from './CouponPage';

const P = accountLabels.pages.coupon;
const coupon = (id: string, amount: number, threshold: number, used: boolean) => ({
  id,
  name: used ? '活动券' : '新人券',
  amount,
  threshold,
  expireAt: '2026-12-31T15:59:59.000Z',
  used,
});

/** /personalcenter/coupon for a member (13800000002): the coupons and the list's states. */
const meta = {
  title: 'Web/Pages/Accounts/Coupon',
  component: CouponPage,
  decorators: [withPage],
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1002');
  },
  parameters: { layout: 'fullscreen', deeplink: { path: '/personalcenter/coupon' } },
} satisfies Meta<typeof CouponPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A usable coupon leads to top-up; a used one says so. */
export const Coupons: Story = {
  parameters: {
    msw: {
      handlers: [
        scenario('coupons', {
          data: { list: [coupon('C1', 10, 0, false), coupon('C2', 5, 50, true)], total: 2, pageNum: 1, pageSize: 10 },
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const region = await main.findByRole('region', { name: P.title });
    await expect(await within(region).findByText(/新人券/)).toBeVisible();
    await expect(within(region).getByText(/满50元可用/)).toBeVisible();
    await expect(within(region).getByText(P.used)).toBeVisible();
    await expect(within(region).getByRole('link', { name: P.usable })).toHaveAttribute('href', '/pay/recharge');
  },
};

/** A member who has no coupon: 暂无数据. */
export const Empty: Story = {
  parameters: { msw: { handlers: [scenario('coupons', { empty: true })] } },
  play: async ({ canvas }) => {
    await expect(await within(canvas.getByRole('main')).findByText(messages.loader.empty)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenario('coupons', { latencyMs: 'infinite' })] }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [scenario('coupons', { code: 500 })] }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: accountLabels.list.retry })).toBeVisible();
  },
};
