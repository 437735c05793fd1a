import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiConfig } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { accountLabels, messages } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { MemberManagementPage } from './MemberManagementPage';

const L = accountLabels;
const P = L.pages.membermanagement;
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
    const form = await main.findByRole('form', { name: L.actions.join });
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
    const code = await main.findByRole('textbox', { name: L.fields.inviteCode });
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
    const members = await main.findByRole('region', { name: P.members });
    await expect(within(members).getAllByRole('listitem').length).toBeGreaterThan(1);
    await expect(within(members).getByText(`（${P.originator}）`)).toBeVisible();
    await expect(await main.findByText(new RegExp(P.usage))).toBeVisible();
    await expect(main.getByRole('button', { name: L.actions.exit })).toBeVisible();
    // The originator (U1003) renames the team, sets each member's limit; every member edits their nickname.
    await expect(main.getByRole('form', { name: L.actions.rename })).toBeVisible();
    await expect(main.getByRole('form', { name: L.actions.changeNickname })).toBeVisible();
    const rows = within(members).getAllByRole('listitem');
    for (const row of rows) await expect(within(row).getByRole('textbox', { name: /每月下载上限/ })).toBeVisible();
  },
};

/** The originator renames the team and limits a member to 5 articles a month: both show once saved. */
export const Renamed: Story = {
  beforeEach: signInAsMember('U1003'),
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const name = await main.findByRole('textbox', { name: L.fields.teamName });
    await userEvent.clear(name);
    await userEvent.type(name, '推荐系统课题组');
    await userEvent.click(main.getByRole('button', { name: L.actions.rename }));
    await expect(await main.findByRole('heading', { level: 2, name: '推荐系统课题组' })).toBeVisible();
    const members = main.getByRole('region', { name: P.members });
    const [, second] = within(members).getAllByRole('listitem');
    const limit = within(second!).getByRole('textbox', { name: /每月下载上限/ });
    await userEvent.clear(limit);
    await userEvent.type(limit, '5');
    await userEvent.click(within(second!).getByRole('button', { name: /的设置$/ }));
    await expect(await within(members).findByText(P.downloadLimit(5))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenario('vipCenter', { latencyMs: 'infinite' })] }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [scenario('vipCenter', { code: 500 })] }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.errorPage.networkError)).toBeVisible();
  },
};
