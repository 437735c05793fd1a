import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiConfig, MONEY_PATHS } from '@wenxian/api';
import { accountSeeds, scenario, signInAs, simulationState } from '@wenxian/simulation';
import { documentLabels, messages, shellLabels, siteBanners } from '@wenxian/domain';
import { theme } from '@wenxian/ui';
import { withPage } from '../../test/withPage';
import { OrderPayPage } from './OrderPayPage';

const L = documentLabels.pay;
const ORDER_ID = 'OD-STORY-1';
const PAGE = `/pay/newindex?vip-om=${ORDER_ID}&ref=%2Fdoc%2Fjournal%2FQK202200001`;

/** /pay/newindex over the simulation: an order of one document, paid from the wallet, by coupon or Alipay. */
const meta = {
  title: 'Web/Pages/Documents/Pay',
  component: OrderPayPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', deeplink: { path: PAGE, route: '/pay/newindex' } },
} satisfies Meta<typeof OrderPayPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signs in `userId` and gives them an order of one document at `amount` yuan in `state`. */
const withOrder =
  (userId: string, amount: number, state: 'unpaid' | 'paid' | 'cancelled' = 'unpaid') =>
  () => {
    signInAs(apiConfig().sessionId, userId);
    const memberId = accountSeeds.find((a) => a.userId === userId)?.memberId ?? '';
    const sim = simulationState();
    sim.orders.set(ORDER_ID, {
      id: ORDER_ID,
      memberId,
      name: '基于深度学习的城市交通流量预测方法研究',
      commodityId: 'DOWNLOAD',
      busCode: 'DOWNLOAD',
      ids: ['QK202200001'],
      types: [1],
      amount,
      state,
      createdAt: sim.now(),
      paidAt: state === 'paid' ? sim.now() : null,
      payMethod: state === 'paid' ? 'balance' : null,
      couponId: null,
    });
    window.localStorage.removeItem(`orderStatus${ORDER_ID}`);
  };

const hexToRgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

const main = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('main'));
const findOrder = async (canvas: ReturnType<typeof within>) => main(canvas).findByRole('region', { name: L.order });

/** A personal member (balance 120) pays 3 yuan from the wallet; the opener is told through local storage. */
export const PayWithBalance: Story = {
  beforeEach: withOrder('U1002', 3),
  play: async ({ canvas }) => {
    const order = await findOrder(canvas);
    await expect(within(order).getByText(ORDER_ID)).toBeVisible();
    await expect(within(order).getByText('¥3.00')).toBeVisible();
    const page = main(canvas);
    await expect(await page.findByRole('radio', { name: /余额支付/ })).toBeChecked();
    await expect(await page.findByText(/账户余额 ¥120\.00/)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: L.payNow }));
    await expect(await page.findByRole('heading', { name: L.paid })).toBeVisible();
    await expect(window.localStorage.getItem(`orderStatus${ORDER_ID}`)).toContain('"paid"');
    await expect(page.getByRole('link', { name: L.back })).toHaveAttribute('href', '/doc/journal/QK202200001');
    await waitFor(() => expect(within(order).getByText('已支付')).toBeVisible());
  },
};

/** Gives `userId` a 10-yuan coupon without threshold for any order (the reading-month one). */
const withAnyOrderCoupon = (userId: string) => () => {
  const account = simulationState().accounts.get(userId);
  account?.coupons.push({
    id: 'CP-STORY-RM',
    templateId: 'AC-RM-10',
    name: '阅读月10元无门槛券',
    amount: 10,
    threshold: 0,
    state: 'unused',
    expireAt: new Date(simulationState().now() + 86_400_000).toISOString(),
  });
};

/** A coupon for any order (10 yuan, no threshold) covers the order: a zero payment. */
export const PayWithCoupon: Story = {
  beforeEach: () => {
    withOrder('U1001', 3)();
    withAnyOrderCoupon('U1001')();
  },
  play: async ({ canvas }) => {
    await findOrder(canvas);
    const page = main(canvas);
    const select = page.getByRole('combobox', { name: L.coupon });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    await userEvent.selectOptions(select, within(select).getAllByRole('option')[1] as HTMLOptionElement);
    await expect(page.getByText('¥0.00')).toBeVisible();
    await expect(page.queryByRole('radio')).toBeNull();
    await userEvent.click(page.getByRole('button', { name: L.payZero }));
    await expect(await page.findByRole('heading', { name: L.paid })).toBeVisible();
    await waitFor(() => expect(page.getByText('已支付')).toBeVisible());
  },
};

/**
 * 13800000001 holds only the new-user coupon, a recharge coupon (无门槛充值优惠券): a document order does not offer
 * it — the choice says there is no usable coupon and the amount due stays the price.
 */
export const RechargeCouponNotOffered: Story = {
  beforeEach: withOrder('U1001', 3),
  play: async ({ canvas }) => {
    await findOrder(canvas);
    const page = main(canvas);
    await expect(await page.findByText(/账户余额 ¥50\.00/)).toBeVisible();
    const select = page.getByRole('combobox', { name: L.coupon });
    await waitFor(() => expect(select).toBeDisabled());
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([L.noUsableCoupon]);
    await expect(within(page.getByRole('region', { name: L.methods })).getByText('¥3.00')).toBeVisible();
    // The site's own field, not the browser's default control; 支付方式 is read once on screen (the radio group's
    // name is for assistive technology).
    await expect(getComputedStyle(select).borderTopColor).toBe(hexToRgb(theme.color.borderStrong));
    const shown = page.getAllByText(L.methods).filter((el) => el.getBoundingClientRect().width > 1);
    await expect(shown.map((el) => el.tagName)).toEqual(['H2']);
  },
};

/** A balance below the amount due: the wallet is not offered, Alipay is chosen, and the page polls until paid. */
export const BalanceTooLowAlipay: Story = {
  beforeEach: withOrder('U1009', 20),
  play: async ({ canvas }) => {
    await findOrder(canvas);
    const page = main(canvas);
    await expect(await page.findByText(L.balanceTooLow)).toBeVisible();
    await expect(page.getByRole('radio', { name: /余额支付/ })).toBeDisabled();
    await expect(page.getByRole('radio', { name: L.methodAlipay })).toBeChecked();
    await expect(page.getByRole('link', { name: L.recharge })).toHaveAttribute('href', '/pay/newrecharge');
    await userEvent.click(page.getByRole('button', { name: L.payNow }));
    await expect(await page.findByRole('heading', { name: L.paid })).toBeVisible();
    await expect(window.localStorage.getItem(`orderStatus${ORDER_ID}`)).toContain('"paid"');
    await waitFor(() => expect(page.getByText('已支付')).toBeVisible());
  },
};

/**
 * An order paid before: the page says so and offers the way back, with no second payment. Above it the banner
 * carousel of the pay page: the teaching-agent banner alone (doc 000 §4.7), so no slide picker.
 */
export const AlreadyPaid: Story = {
  beforeEach: withOrder('U1002', 3, 'paid'),
  play: async ({ canvas }) => {
    await findOrder(canvas);
    await expect(main(canvas).getByRole('heading', { name: L.paid })).toBeVisible();
    await expect(main(canvas).queryByRole('button', { name: L.payNow })).toBeNull();
    const carousel = await canvas.findByRole('region', { name: shellLabels.banner.carouselLabel });
    await expect(
      within(carousel)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual([siteBanners.teachingAgent.title]);
    await expect(within(carousel).queryByRole('group', { name: shellLabels.banner.slidePicker })).toBeNull();
  },
};

export const Cancelled: Story = {
  beforeEach: withOrder('U1002', 3, 'cancelled'),
  play: async ({ canvas }) => {
    await findOrder(canvas);
    await expect(main(canvas).getByRole('heading', { name: L.cancelled })).toBeVisible();
  },
};

/** A `ref` on another site is not offered as the way back. */
export const ForeignReturnAddress: Story = {
  beforeEach: withOrder('U1002', 3, 'paid'),
  parameters: {
    deeplink: { path: `/pay/newindex?vip-om=${ORDER_ID}&ref=https%3A%2F%2Fevil.test%2F`, route: '/pay/newindex' },
  },
  play: async ({ canvas }) => {
    await findOrder(canvas);
    await expect(main(canvas).queryByRole('link', { name: L.back })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: withOrder('U1002', 3),
  parameters: {
    msw: { handlers: [scenario({ method: 'post', path: MONEY_PATHS.getOrderbyId }, { latencyMs: 'infinite' })] },
  },
  play: async ({ canvas }) => {
    await expect(main(canvas).getByRole('heading', { name: L.title })).toBeVisible();
    await expect(main(canvas).queryByRole('region', { name: L.order })).toBeNull();
  },
};

/** An order number that is not the member's (or does not exist): the not-found page. */
export const NotFound: Story = {
  beforeEach: withOrder('U1002', 3),
  parameters: { deeplink: { path: '/pay/newindex?vip-om=OD-NOPE', route: '/pay/newindex' } },
  play: async ({ canvas }) => {
    await expect(await main(canvas).findByRole('heading', { name: messages.errorPage.notFoundTitle })).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach: withOrder('U1002', 3),
  parameters: {
    msw: { handlers: [scenario({ method: 'post', path: MONEY_PATHS.getOrderbyId }, { code: 500 })] },
  },
  play: async ({ canvas }) => {
    await expect(await main(canvas).findByRole('heading')).toBeVisible();
    await expect(main(canvas).queryByRole('region', { name: L.order })).toBeNull();
  },
};
