import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiConfig, MEMBERSHIP_PATHS } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { accountLabels, dialogLabels, messages } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { MemberPage } from './MemberPage';

const P = accountLabels.pages.member;
const A = accountLabels.actions;
const packages = { method: 'post', path: MEMBERSHIP_PATHS.getVipPackages } as const;
const body = within(document.body);

/** 余额支付 on a package, then 确认支付 in the 余额支付确认 it opens. */
async function payWithBalance(card: HTMLElement) {
  await userEvent.click(within(card).getByRole('button', { name: P.payWithBalance }));
  const confirm = await body.findByRole('alertdialog', { name: dialogLabels.deduction.title });
  await userEvent.click(within(confirm).getByRole('button', { name: dialogLabels.deduction.confirm }));
}
const signIn = () => {
  signInAs(apiConfig().sessionId, 'U1002');
};

/** /member: the VIP packages, for a member (13800000002, balance 120) and for a visitor. */
const meta = {
  title: 'Web/Pages/Accounts/Member',
  component: MemberPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', deeplink: { path: '/member' } },
} satisfies Meta<typeof MemberPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The personal packages with price, duration and quota; the ones above the balance lead to top-up. */
export const Packages: Story = {
  beforeEach: signIn,
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const month = await main.findByRole('article', { name: '月度会员' });
    // Named as its document title and every link to it (开通会员): one h1.
    await expect(main.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([P.title]);
    await expect(within(month).getByText(P.price(38))).toBeVisible();
    await expect(within(month).getByRole('button', { name: P.payWithBalance })).toBeEnabled();
    await expect(within(month).queryByRole('link', { name: P.balanceLow })).not.toBeInTheDocument();
    const year = main.getByRole('article', { name: '年度会员' });
    await expect(within(year).getByRole('link', { name: P.balanceLow })).toHaveAttribute('href', '/pay/recharge');
    // The team packages are on the page too (not only behind ?tab=Third), in their own group.
    const team = main.getByRole('region', { name: P.team });
    await expect(within(team).getByRole('article', { name: '团队年度会员' })).toBeVisible();
  },
};

/** A package above the balance (120): 余额支付 is disabled and says why (¥298 − 120 = 178 short). */
export const BalanceTooLow: Story = {
  beforeEach: signIn,
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const year = await main.findByRole('article', { name: '年度会员' });
    const pay = within(year).getByRole('button', { name: P.payWithBalance });
    await expect(pay).toBeDisabled();
    await expect(pay).toHaveAccessibleDescription(P.shortBy(178));
    await expect(within(year).getByText(P.shortBy(178))).toBeVisible();
    await expect(within(year).getByRole('link', { name: P.balanceLow })).toHaveAttribute('href', '/pay/recharge');
    const month = main.getByRole('article', { name: '月度会员' });
    await expect(within(month).getByRole('button', { name: P.payWithBalance })).toBeEnabled();
    await expect(within(month).queryByText(/余额还差/)).not.toBeInTheDocument();
  },
};

/** The balance sufficed when the page loaded but the server refuses the payment (a race): its message is said. */
export const RefusedByServer: Story = {
  beforeEach: signIn,
  parameters: {
    msw: { handlers: [scenario('balancePay', { code: 40_002, message: '余额不足，请充值' })] },
  },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const month = await main.findByRole('article', { name: '月度会员' });
    await payWithBalance(month);
    const alert = await within(month).findByRole('alert');
    await expect(alert).toHaveTextContent('余额不足，请充值');
    await expect(within(alert).getByRole('link', { name: P.toRecharge })).toHaveAttribute('href', '/pay/recharge');
    await expect(within(month).queryByText(A.bought)).not.toBeInTheDocument();
  },
};

/** Buying the monthly package from the wallet: 开通成功 and the way to the member centre. */
export const Bought: Story = {
  beforeEach: signIn,
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const month = await main.findByRole('article', { name: '月度会员' });
    await payWithBalance(month);
    const status = await within(month).findByRole('status');
    await expect(status).toHaveTextContent(A.bought);
    await expect(within(status).getByRole('link', { name: accountLabels.pages.membercenter.title })).toHaveAttribute(
      'href',
      '/personalcenter/membercenter',
    );
    await expect(await main.findByText(accountLabels.pages.pay.balance(82))).toBeVisible();
  },
};

/** One click on 余额支付 buys nothing: 余额支付确认 shows price and balance; 取消 leaves the wallet as it was. */
export const ConfirmBeforePaying: Story = {
  beforeEach: signIn,
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const month = await main.findByRole('article', { name: '月度会员' });
    await userEvent.click(within(month).getByRole('button', { name: P.payWithBalance }));
    const confirm = await body.findByRole('alertdialog', { name: dialogLabels.deduction.title });
    await expect(confirm).toHaveTextContent(dialogLabels.deduction.body('38.00', '120.00'));
    await expect(confirm).toHaveTextContent('月度会员');
    await userEvent.click(within(confirm).getByRole('button', { name: dialogLabels.common.cancel }));
    await expect(body.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(within(month).queryByRole('status')).not.toBeInTheDocument();
    await expect(main.getByText(accountLabels.pages.pay.balance(120))).toBeVisible();
  },
};

/** `tab=WPS` titles the page as the partner membership. */
export const Partner: Story = {
  beforeEach: signIn,
  parameters: { deeplink: { path: '/member?tab=WPS' } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(await main.findByRole('heading', { level: 1, name: P.partner })).toBeVisible();
  },
};

/** A visitor sees the packages; buying leads to sign-in. */
export const Visitor: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const month = await main.findByRole('article', { name: '月度会员' });
    await expect(within(month).getByRole('link', { name: A.buy })).toHaveAttribute(
      'href',
      expect.stringContaining('/account'),
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenario(packages, { latencyMs: 'infinite' })] }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [scenario(packages, { code: 500 })] }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.errorPage.networkError)).toBeVisible();
  },
};
