import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiConfig, MEMBERSHIP_PATHS } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/api/mocks';
import { accountLabels, messages } from '@wenxian/domain';
import { withPage } from '../../test/withPage';
import { MemberPage } from './MemberPage';

const P = accountLabels.pages.member;
const A = accountLabels.actions;
const packages = { method: 'post', path: MEMBERSHIP_PATHS.getVipPackages } as const;
const slow = { timeout: 10_000 };
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
    const month = await main.findByRole('article', { name: '月度会员' }, slow);
    await expect(within(month).getByText(P.price(38))).toBeVisible();
    await expect(within(month).getByRole('button', { name: P.payWithBalance })).toBeEnabled();
    await expect(within(month).queryByRole('link', { name: P.balanceLow })).not.toBeInTheDocument();
    const year = main.getByRole('article', { name: '年度会员' });
    await expect(within(year).getByRole('link', { name: P.balanceLow })).toHaveAttribute('href', '/pay/recharge');
  },
};

/** Buying the monthly package from the wallet: 开通成功 and the way to the member centre. */
export const Bought: Story = {
  beforeEach: signIn,
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const month = await main.findByRole('article', { name: '月度会员' }, slow);
    await userEvent.click(within(month).getByRole('button', { name: P.payWithBalance }));
    const status = await within(month).findByRole('status', {}, slow);
    await expect(status).toHaveTextContent(A.bought);
    await expect(within(status).getByRole('link', { name: accountLabels.pages.membercenter.title })).toHaveAttribute(
      'href',
      '/personalcenter/membercenter',
    );
    await expect(await main.findByText(accountLabels.pages.pay.balance(82), {}, slow)).toBeVisible();
  },
};

/** `tab=WPS` titles the page as the partner membership. */
export const Partner: Story = {
  beforeEach: signIn,
  parameters: { deeplink: { path: '/member?tab=WPS' } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(await main.findByRole('heading', { level: 1, name: P.partner }, slow)).toBeVisible();
  },
};

/** A visitor sees the packages; buying leads to sign-in. */
export const Visitor: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const month = await main.findByRole('article', { name: '月度会员' }, slow);
    await expect(within(month).getByRole('link', { name: A.buy })).toHaveAttribute(
      'href',
      expect.stringContaining('/account'),
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenario(packages, { latencyMs: 'infinite' })] }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading, {}, slow)).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [scenario(packages, { code: 500 })] }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.errorPage.networkError, {}, slow)).toBeVisible();
  },
};
