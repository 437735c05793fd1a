import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiConfig } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { accountLabels, messages } from '@wenxian/domain';
import { withPage } from '../../test/withPage';
import { MemberManagementPage } from './MemberManagementPage';

const L = accountLabels;
const P = L.pages.membermanagement;
const slow = { timeout: 10_000 };
const signInAsMember = (userId: string) => () => {
  signInAs(apiConfig().sessionId, userId);
};

/** /personalcenter/membermanagement: the team of a team member (U1003), or the way to join one (U1002). */
const meta = {
  title: 'Web/Pages/Accounts/MemberManagement',
  component: MemberManagementPage,
  decorators: [withPage],
  beforeEach: signInAsMember('U1002'),
  parameters: { layout: 'fullscreen', deeplink: { path: '/personalcenter/membermanagement' } },
} satisfies Meta<typeof MemberManagementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member without a team: the join form and the way to the team packages. */
export const NoTeam: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const form = await main.findByRole('form', { name: L.actions.join }, slow);
    await expect(within(form).getByText(P.noTeam)).toBeVisible();
    await expect(within(form).getByRole('link', { name: L.pages.member.team })).toHaveAttribute(
      'href',
      '/member?toback=1&tab=Third',
    );
  },
};

/** A malformed invite code is refused before it is checked, and stays in the field. */
export const InvalidCode: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const code = await main.findByRole('textbox', { name: L.fields.inviteCode }, slow);
    await userEvent.click(main.getByRole('button', { name: L.actions.checkCode }));
    await expect(await main.findByText(L.form.inviteCodeRequired)).toBeVisible();
    await userEvent.type(code, 'ab#');
    await userEvent.click(main.getByRole('button', { name: L.actions.checkCode }));
    await expect(await main.findByText(L.form.inviteCodeInvalid)).toBeVisible();
    await expect(code).toHaveValue('ab#');
  },
};

/** A team member: the team, its monthly usage and its members with the originator marked. */
export const Team: Story = {
  beforeEach: signInAsMember('U1003'),
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const members = await main.findByRole('region', { name: P.members }, slow);
    await expect(within(members).getAllByRole('listitem').length).toBeGreaterThan(1);
    await expect(within(members).getByText(`（${P.originator}）`)).toBeVisible();
    await expect(await main.findByText(new RegExp(P.usage), {}, slow)).toBeVisible();
    await expect(main.getByRole('button', { name: L.actions.exit })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenario('vipCenter', { latencyMs: 'infinite' })] }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading, {}, slow)).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [scenario('vipCenter', { code: 500 })] }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.errorPage.networkError, {}, slow)).toBeVisible();
  },
};
