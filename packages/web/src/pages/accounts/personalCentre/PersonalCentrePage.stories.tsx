import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiConfig } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { accountLabels, entityLabels, messages, productLabels } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { PersonalCentrePage } from './PersonalCentrePage';

const P = accountLabels.pages.centre;

/** /personalcenter for a member (13800000002): wallet, coupons, membership and team at a glance. */
const meta = {
  title: 'Web/Pages/Accounts/PersonalCentre',
  component: PersonalCentrePage,
  decorators: [withPage],
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1002');
  },
  parameters: { layout: 'fullscreen', deeplink: { path: '/personalcenter' } },
} satisfies Meta<typeof PersonalCentrePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four cards, each with the way to its own page. */
export const Normal: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(await main.findByRole('heading', { level: 1, name: P.heading })).toBeVisible();
    const wallet = main.getByRole('region', { name: P.wallet });
    await expect(within(wallet).getByRole('link', { name: accountLabels.actions.recharge })).toHaveAttribute(
      'href',
      '/pay/recharge',
    );
    const membership = main.getByRole('region', { name: P.membership });
    await expect(
      within(membership).getByRole('link', { name: accountLabels.pages.membercenter.title }),
    ).toHaveAttribute('href', '/personalcenter/membercenter');
    await expect(main.getByRole('link', { name: accountLabels.pages.membermanagement.title })).toHaveAttribute(
      'href',
      '/personalcenter/membermanagement',
    );
    const citation = main.getByRole('region', { name: productLabels.citationOrder.title });
    await expect(within(citation).getByRole('link', { name: productLabels.citationOrder.title })).toHaveAttribute(
      'href',
      '/personalcenter/citationOrder',
    );
    const author = main.getByRole('region', { name: entityLabels.pages.authorClaim.title });
    await expect(within(author).getByRole('link', { name: entityLabels.pages.authorClaim.title })).toHaveAttribute(
      'href',
      '/author/home',
    );
    // Each card's way on reads as a link among the card's lines (colour and underline), not as one more line.
    for (const link of main.getAllByRole('link'))
      await expect(getComputedStyle(link).textDecorationLine, link.textContent ?? '').toContain('underline');
  },
};

/** The membership summary while the membership call is still on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: [scenario('vipCenter', { latencyMs: 'infinite' })] }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};
