import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  ACTIVITY_PATHS,
  answerQuestions,
  apiConfig,
  applyNoveltySearch,
  extractQuestions,
  ORDER_CHECK_PATHS,
  PRODUCT_SERVICE_PATHS,
  receiveActivityCoupon,
  uploadCheckFile,
} from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { messages, productLabels, shellLabels } from '@wenxian/domain';
import { withPage, type PageParameters } from '../../test/withPage';
import { NoveltyProcessPage } from './NoveltyProcessPage';
import { NoveltyTicketPage } from './NoveltyTicketPage';
import { ReadingSettlementPage } from './ReadingSettlementPage';
import { ThesisCouponsPage } from './ThesisCouponsPage';
import { ThesisOrderPage } from './ThesisOrderPage';

/**
 * Order, ticket and settlement pages of the products area over the simulation (story clock 2026-11-22: the
 * reading month runs). What a page shows is created through the real calls first (upload, application, quiz).
 */
const meta = {
  title: 'Web/Pages/Products/Orders',
  decorators: [withPage],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
const T = productLabels.thesis;
const N = productLabels.novelty;
const R = productLabels.readingMonth;
const signedInAs = (userId: string) => () => {
  signInAs(apiConfig().sessionId, userId);
};
const post = (path: string) => ({ method: 'post' as const, path });
const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));
const LONG = { timeout: 15_000 };

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
    await expect(await page.findByRole('cell', { name: PAPER }, LONG)).toBeVisible();
    await expect(page.getByRole('heading', { name: T.pay })).toBeVisible();
    const coupon = page.getByRole('combobox', { name: T.chooseCoupon });
    // The coupons and the wallet arrive after the order.
    await waitFor(() => expect(within(coupon).getAllByRole('option')).toHaveLength(2), LONG);
    await expect(await page.findByText(T.balance(120), { exact: false }, LONG)).toBeVisible();
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
    const coupon = await page.findByRole('combobox', { name: T.chooseCoupon }, LONG);
    await waitFor(() => expect(within(coupon).getAllByRole('option')).toHaveLength(2), LONG);
    await userEvent.selectOptions(coupon, within(coupon).getAllByRole('option')[1]!);
    await expect(page.getByText(T.due, { exact: false })).toHaveTextContent(T.yuan(0));
    await userEvent.click(page.getByRole('button', { name: T.payZero }));
    // Paying refetches the order (the loader shows meanwhile): wait for the order's state after payment.
    await waitFor(
      () =>
        expect(page.getAllByRole('status').map((s) => s.textContent)).toContainEqual(
          expect.stringMatching(/^(排队中|检测中|检测完成)/),
        ),
      LONG,
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
    await expect(await main(canvasElement).findByText(T.noOrders, {}, LONG)).toBeVisible();
  },
};

export const ThesisOrderLoading: Story = {
  render: () => <ThesisOrderPage />,
  parameters: {
    deeplink: { path: '/product/thesisdetection/version1/order?id=CO9999' },
    msw: { handlers: [scenario(post(ORDER_CHECK_PATHS.orderList), { latencyMs: 'infinite' })] },
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
    msw: { handlers: [scenario(post(ORDER_CHECK_PATHS.orderList), { code: 500, message: '' })] },
  },
  beforeEach: signedInAs('U1002'),
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(messages.errorPage.genericTitle, {}, LONG)).toBeVisible();
  },
};

/** The claimed reading-month coupon, usable for a check order. */
export const ThesisCoupons: Story = {
  render: () => <ThesisCouponsPage />,
  parameters: { deeplink: { path: '/product/thesisdetection/version1/coupon' } },
  beforeEach: signedInWithCoupon,
  play: async ({ canvasElement }) => {
    const table = await main(canvasElement).findByRole('table', { name: T.couponPageTitle }, LONG);
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
    await expect(await main(canvasElement).findByText(messages.loader.empty, {}, LONG)).toBeVisible();
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
    await expect(await main(canvasElement).findByText(messages.errorPage.genericTitle, {}, LONG)).toBeVisible();
  },
};

/** The stages of a novelty search played one after another, with the way to apply. */
export const NoveltyProcess: Story = {
  render: () => <NoveltyProcessPage />,
  // The stages advance every 1.5 s: no picture (it would depend on when it is taken).
  parameters: { deeplink: { path: '/product/noveltysearch/animationdetection' }, screenshot: false },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: N.animationTitle })).toBeVisible();
    for (const step of N.steps) await expect(page.getByText(step)).toBeVisible();
    await expect(page.getByRole('link', { name: N.apply })).toHaveAttribute(
      'href',
      '/product/noveltysearch/basicInformation',
    );
  },
};

const TICKET_ROUTE = '/product/noveltysearch/myorder/orderticket/:id?';
const PROJECT = '遥感影像变化检测的深度学习方法';

/** Without an id the page shows the latest order's commission ticket, checkpoint by checkpoint. */
export const NoveltyTicketLatest: Story = {
  render: () => <NoveltyTicketPage />,
  parameters: { deeplink: { path: '/product/noveltysearch/myorder/orderticket', route: TICKET_ROUTE } },
  beforeEach: async () => {
    signInAs(apiConfig().sessionId, 'U1002');
    await applyNoveltySearch({
      projectName: PROJECT,
      purpose: '科研立项',
      scope: '国内外',
      checkpoints: ['基于孪生网络的遥感影像变化检测'],
      keywords: ['遥感', '变化检测'],
      contactName: '周明远',
      contactPhone: '13800000002',
    });
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('cell', { name: PROJECT }, LONG)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /基于孪生网络的遥感影像变化检测/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: N.conclusion })).toBeVisible();
  },
};

export const NoveltyTicketNoOrders: Story = {
  render: () => <NoveltyTicketPage />,
  parameters: { deeplink: { path: '/product/noveltysearch/myorder/orderticket', route: TICKET_ROUTE } },
  beforeEach: signedInAs('U1002'),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(N.noOrders, { exact: false }, LONG)).toBeVisible();
    await expect(page.getByRole('link', { name: N.apply })).toHaveAttribute(
      'href',
      '/product/noveltysearch/basicInformation',
    );
  },
};

export const NoveltyTicketAnonymous: Story = {
  render: () => <NoveltyTicketPage />,
  parameters: { deeplink: { path: '/product/noveltysearch/myorder/orderticket/NS1001', route: TICKET_ROUTE } },
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByRole('link', { name: shellLabels.header.login }, LONG),
    ).toHaveAttribute('href', expect.stringContaining('/account?serve='));
  },
};

export const NoveltyTicketLoading: Story = {
  render: () => <NoveltyTicketPage />,
  parameters: {
    deeplink: { path: '/product/noveltysearch/myorder/orderticket/NS1001', route: TICKET_ROUTE },
    msw: { handlers: [scenario(post(PRODUCT_SERVICE_PATHS.noveltyOrderTicket), { latencyMs: 'infinite' })] },
  },
  beforeEach: signedInAs('U1002'),
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(messages.loader.loading, {}, LONG)).toBeVisible();
  },
};

export const NoveltyTicketError: Story = {
  render: () => <NoveltyTicketPage />,
  parameters: {
    deeplink: { path: '/product/noveltysearch/myorder/orderticket/NS1001', route: TICKET_ROUTE },
    msw: { handlers: [scenario(post(PRODUCT_SERVICE_PATHS.noveltyOrderTicket), { code: 500, message: '' })] },
  },
  beforeEach: signedInAs('U1002'),
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(messages.errorPage.genericTitle, {}, LONG)).toBeVisible();
  },
};

const SETTLEMENT = '/activity/readingmonth/answerquestions/settlement';

/** After a quiz: the result, every question checked, another try and the way to the points. */
export const ReadingSettlement: Story = {
  render: () => <ReadingSettlementPage />,
  parameters: { deeplink: { path: SETTLEMENT } },
  beforeEach: async () => {
    signInAs(apiConfig().sessionId, 'U1002');
    const quiz = await extractQuestions({ activityId: 'readingmonth' });
    await answerQuestions({
      activityId: 'readingmonth',
      answers: quiz.map((q) => ({ questionId: q.id, key: q.options[0]!.key })),
    });
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(/答对 \d\/5 题，获得 \d+ 积分/, {}, LONG)).toBeVisible();
    const table = page.getByRole('table', { name: R.settlementTitle });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(page.getByRole('link', { name: R.again })).toHaveAttribute(
      'href',
      '/activity/readingmonth/answerpage',
    );
    await expect(page.getByRole('link', { name: R.toPoints })).toHaveAttribute('href', '/activity/readingmonth/points');
  },
};

/** No quiz answered yet: nothing to settle, the way to the quiz. */
export const ReadingSettlementEmpty: Story = {
  render: () => <ReadingSettlementPage />,
  parameters: { deeplink: { path: SETTLEMENT } },
  beforeEach: signedInAs('U1002'),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(R.startQuiz, {}, LONG)).toBeVisible();
    await expect(page.queryByRole('table')).toBeNull();
  },
};

export const ReadingSettlementAnonymous: Story = {
  render: () => <ReadingSettlementPage />,
  parameters: { deeplink: { path: SETTLEMENT } },
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByRole('link', { name: shellLabels.header.login }, LONG),
    ).toHaveAttribute('href', expect.stringContaining('/account?serve='));
  },
};

export const ReadingSettlementLoading: Story = {
  render: () => <ReadingSettlementPage />,
  parameters: {
    deeplink: { path: SETTLEMENT },
    msw: { handlers: [scenario(post(ACTIVITY_PATHS.settlement), { latencyMs: 'infinite' })] },
  },
  beforeEach: signedInAs('U1002'),
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(messages.loader.loading, {}, LONG)).toBeVisible();
  },
};

export const ReadingSettlementError: Story = {
  render: () => <ReadingSettlementPage />,
  parameters: {
    deeplink: { path: SETTLEMENT },
    msw: { handlers: [scenario(post(ACTIVITY_PATHS.settlement), { code: 500, message: '' })] },
  },
  beforeEach: signedInAs('U1002'),
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(messages.errorPage.genericTitle, {}, LONG)).toBeVisible();
  },
};
