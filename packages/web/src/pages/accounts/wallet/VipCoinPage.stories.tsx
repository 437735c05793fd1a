import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiConfig } from '@wenxian/api';
import { signInAs } from '@wenxian/simulation';
import { accountLabels } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { VipCoinPage } from './VipCoinPage';

const P = accountLabels.pages;

/** /vipcoin: what reading coins are, for a member (13800000002, balance 120) and for a visitor. */
const meta = {
  title: 'Web/Pages/Accounts/VipCoin',
  component: VipCoinPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', deeplink: { path: '/vipcoin' } },
} satisfies Meta<typeof VipCoinPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The explanation, the member's balance, the amounts and the way to top up. */
export const Member: Story = {
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1002');
  },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(await main.findByRole('heading', { name: P.vipcoin.heading })).toBeVisible();
    await expect(main.getByText(P.vipcoin.body)).toBeVisible();
    await expect(await main.findByText(P.pay.balance(120))).toBeVisible();
    await expect(main.getByRole('link', { name: accountLabels.actions.recharge })).toHaveAttribute(
      'href',
      '/pay/recharge',
    );
  },
};

/** A visitor reads the same explanation, without a balance. */
export const Visitor: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(await main.findByText(P.vipcoin.body)).toBeVisible();
    await expect(main.queryByText(/^余额/)).not.toBeInTheDocument();
  },
};
