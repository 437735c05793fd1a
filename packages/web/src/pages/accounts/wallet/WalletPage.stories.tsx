import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiConfig } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { accountLabels } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { WalletPage } from './WalletPage';

const P = accountLabels.pages;

/** /pay: the wallet at a glance for a member (13800000002, balance 120) and for a visitor. */
const meta = {
  title: 'Web/Pages/Accounts/Pay',
  component: WalletPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', deeplink: { path: '/pay' } },
} satisfies Meta<typeof WalletPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Balance, usable coupons and the ways on: top-up, membership, reading coins. */
export const Member: Story = {
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1002');
  },
  parameters: {
    msw: {
      handlers: [
        scenario('coupons', {
          data: {
            list: [
              { id: 'C1', name: '新人券', amount: 10, threshold: 0, expireAt: '2026-12-31T15:59:59.000Z', used: false },
              { id: 'C2', name: '活动券', amount: 5, threshold: 50, expireAt: '2026-12-31T15:59:59.000Z', used: true },
            ],
            total: 2,
            pageNum: 1,
            pageSize: 50,
          },
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const wallet = await main.findByRole('region', { name: P.pay.wallet });
    await expect(await within(wallet).findByText(P.pay.balance(120))).toBeVisible();
    await expect(await within(wallet).findByText(P.pay.coupons(1))).toBeVisible();
    await expect(within(wallet).getByRole('link', { name: accountLabels.actions.recharge })).toHaveAttribute(
      'href',
      '/pay/recharge',
    );
    await expect(main.getByRole('link', { name: P.member.title })).toHaveAttribute('href', '/member');
    await expect(main.getByRole('link', { name: P.vipcoin.title })).toHaveAttribute('href', '/vipcoin');
  },
};

/** A visitor sees the ways on and is asked to sign in for the wallet. */
export const Visitor: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const wallet = await main.findByRole('region', { name: P.pay.wallet });
    await expect(within(wallet).getByRole('link', { name: accountLabels.actions.login })).toHaveAttribute(
      'href',
      expect.stringContaining('/account'),
    );
    await expect(main.getByRole('link', { name: P.member.title })).toHaveAttribute('href', '/member');
  },
};
