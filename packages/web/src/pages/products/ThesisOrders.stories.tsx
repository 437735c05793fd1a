import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiConfig, THESIS_DETECTION_PATHS, receiveActivityCoupon, uploadCheckFile } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { messages, productLabels } from '@wenxian/domain';
import { withPage, type PageParameters } from '../../test/withPage';
import { main, post, signedInAs } from './productStories.testing';
import { ThesisCouponsPage } from './ThesisCouponsPage';
import { ThesisOrderPage } from './ThesisOrderPage';

/**
 * A thesis check's order and coupons over the simulation (story clock 2026-11-22: the reading month runs, its
 * coupon usable for a check order). The order is created through the real upload call first.
 */
const meta = {
  title: 'Web/Pages/Products/Orders/Thesis',
  decorators: [withPage],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
const T = productLabels.thesis;

/**
 * U1002 (a personal member, not a new user: U1001's new-user welcome dialog would cover the page at an unpredictable
 * moment) claims the reading month's 10-yuan coupon, usable for a check order.
 */
const signedInWithCoupon = async () => {
  signInAs(apiConfig().sessionId, 'U1002');
  await receiveActivityCoupon({ activityId: 'readingmonth', couponId: 'AC-RM-10' });
};

const PAPER = '高校图书馆座位预约机制研究';
const PAPER_TEXT = `${PAPER}\n作者：林晓\n\n摘要：本文以高校图书馆座位预约系统为对象，分析预约、签到与违约处理的机制。`;
/** Uploads a paper for the signed-in member and opens its order page. */
const withUploadedPaper =
  () =>
  async ({ parameters }: { parameters: PageParameters }) => {
    await signedInWithCoupon();
    const order = await uploadCheckFile(new File([PAPER_TEXT], `${PAPER}.txt`, { type: 'text/plain' }), {
      versionId: 'basic',
      title: PAPER,
      author: '林晓',
    });
    parameters.deeplink = { path: `/product/thesisdetection/version1/order?id=${order.id}` };
  };

/** A fresh order waits for payment: details, the claimed coupon to choose and the ways to pay. */
export const ThesisOrderUnpaid: Story = {
  render: () => <ThesisOrderPage />,
  parameters: { deeplink: { path: '/product/thesisdetection/version1/order?id=' } },
  beforeEach: withUploadedPaper(),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('cell', { name: PAPER })).toBeVisible();
    await expect(page.getByRole('heading', { name: T.pay })).toBeVisible();
    const coupon = page.getByRole('combobox', { name: T.chooseCoupon });
    // The coupons and the wallet arrive after the order.
    await waitFor(() => expect(within(coupon).getAllByRole('option')).toHaveLength(2));
    await expect(await page.findByText(T.balance(120), { exact: false })).toBeVisible();
    await expect(page.getByText(T.due, { exact: false })).toHaveTextContent(/¥\d/);
    await expect(page.getByRole('button', { name: T.payAlipay })).toBeEnabled();
    await expect(page.getByRole('link', { name: T.myOrders })).toHaveAttribute(
      'href',
      '/product/thesisdetection/order',
    );
  },
};

/**
 * The coupon covers the whole price: paying by coupon alone starts the check and the pay section goes. The state
 * then advances with server time, so no picture.
 */
export const ThesisOrderPaidByCoupon: Story = {
  render: () => <ThesisOrderPage />,
  parameters: { deeplink: { path: '/product/thesisdetection/version1/order?id=' }, screenshot: false },
  beforeEach: withUploadedPaper(),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const coupon = await page.findByRole('combobox', { name: T.chooseCoupon });
    await waitFor(() => expect(within(coupon).getAllByRole('option')).toHaveLength(2));
    await userEvent.selectOptions(coupon, within(coupon).getAllByRole('option')[1]!);
    await expect(page.getByText(T.due, { exact: false })).toHaveTextContent(T.yuan(0));
    await userEvent.click(page.getByRole('button', { name: T.payZero }));
    // Paying refetches the order (the loader shows meanwhile): wait for the order's state after payment.
    await waitFor(() =>
      expect(page.getAllByRole('status').map((s) => s.textContent)).toContainEqual(
        expect.stringMatching(/^(排队中|检测中|检测完成)/),
      ),
    );
    await expect(page.queryByRole('heading', { name: T.pay })).toBeNull();
  },
};

/** An order number the member does not have. */
export const ThesisOrderUnknown: Story = {
  render: () => <ThesisOrderPage />,
  parameters: { deeplink: { path: '/product/thesisdetection/version1/order?id=CO9999' } },
  beforeEach: signedInAs('U1002'),
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(T.noOrders)).toBeVisible();
  },
};

export const ThesisOrderLoading: Story = {
  render: () => <ThesisOrderPage />,
  parameters: {
    deeplink: { path: '/product/thesisdetection/version1/order?id=CO9999' },
    msw: { handlers: [scenario(post(THESIS_DETECTION_PATHS.orderList), { latencyMs: 'infinite' })] },
  },
  beforeEach: signedInAs('U1002'),
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(messages.loader.loading)).toBeVisible();
  },
};

export const ThesisOrderError: Story = {
  render: () => <ThesisOrderPage />,
  parameters: {
    deeplink: { path: '/product/thesisdetection/version1/order?id=CO9999' },
    msw: { handlers: [scenario(post(THESIS_DETECTION_PATHS.orderList), { code: 500, message: '' })] },
  },
  beforeEach: signedInAs('U1002'),
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(messages.errorPage.genericTitle)).toBeVisible();
  },
};

/** The claimed reading-month coupon, usable for a check order. */
export const ThesisCoupons: Story = {
  render: () => <ThesisCouponsPage />,
  parameters: { deeplink: { path: '/product/thesisdetection/version1/coupon' } },
  beforeEach: signedInWithCoupon,
  play: async ({ canvasElement }) => {
    const table = await main(canvasElement).findByRole('table', { name: T.couponPageTitle });
    await expect(within(table).getAllByRole('row')).toHaveLength(1);
    await expect(within(table).getByRole('link', { name: T.useCoupon })).toHaveAttribute(
      'href',
      '/product/thesisdetection/version1',
    );
  },
};

export const ThesisCouponsEmpty: Story = {
  render: () => <ThesisCouponsPage />,
  parameters: { deeplink: { path: '/product/thesisdetection/version1/coupon' } },
  beforeEach: signedInAs('U1002'),
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(messages.loader.empty)).toBeVisible();
  },
};

export const ThesisCouponsLoading: Story = {
  render: () => <ThesisCouponsPage />,
  parameters: {
    deeplink: { path: '/product/thesisdetection/version1/coupon' },
    msw: { handlers: [scenario('coupons', { latencyMs: 'infinite' })] },
  },
  beforeEach: signedInAs('U1002'),
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(messages.loader.loading)).toBeVisible();
  },
};

export const ThesisCouponsError: Story = {
  render: () => <ThesisCouponsPage />,
  parameters: {
    deeplink: { path: '/product/thesisdetection/version1/coupon' },
    msw: { handlers: [scenario('coupons', { code: 500, message: '' })] },
  },
  beforeEach: signedInAs('U1002'),
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(messages.errorPage.genericTitle)).toBeVisible();
  },
};
