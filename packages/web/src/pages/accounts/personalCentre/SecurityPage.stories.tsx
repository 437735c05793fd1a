import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiConfig } from '@wenxian/api';
import { signInAs } from '@wenxian/simulation';
import { accountLabels, shellLabels } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { SecurityPage } from './SecurityPage';

const F = accountLabels.fields;
const E = accountLabels.form;
const A = accountLabels.actions;

/** /personalcenter/security for a member (13800000002): change the password, log the account off. */
const meta = {
  title: 'Web/Pages/Accounts/Security',
  component: SecurityPage,
  decorators: [withPage],
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1002');
  },
  parameters: {
    layout: 'fullscreen',
    deeplink: { path: '/personalcenter/security', route: '/personalcenter/security' },
  },
} satisfies Meta<typeof SecurityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: accountLabels.pages.security.title })).toBeVisible();
    // The centre's navigation marks the page by the name its h1 gives it (账号管理, the personal menu's too).
    const current = canvas.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    await expect(current.map((link) => link.textContent)).toEqual([shellLabels.header.account]);
    await expect(main.getByRole('heading', { level: 1 })).toHaveTextContent(shellLabels.header.account);
    const password = within(main.getByRole('form', { name: A.changePassword }));
    await expect(password.getByLabelText(F.oldPassword)).toBeVisible();
    await expect(password.getByLabelText(F.resetPassword)).toHaveAccessibleDescription(E.passwordRule);
    const logOff = within(main.getByRole('form', { name: A.logOff }));
    const sendCode = logOff.getByRole('button', { name: A.sendCode });
    // Enabled once the member's mobile number is known.
    await waitFor(() => expect(sendCode).toBeEnabled());
  },
};

/** Bad input: the same password again and a mismatching confirmation are said; nothing typed is lost. */
export const PasswordBadInput: Story = {
  play: async ({ canvas }) => {
    const form = within(within(canvas.getByRole('main')).getByRole('form', { name: A.changePassword }));
    await userEvent.type(form.getByLabelText(F.oldPassword), 'Secret2026');
    await userEvent.type(form.getByLabelText(F.resetPassword), 'Secret2026');
    await userEvent.type(form.getByLabelText(F.confirmPassword), 'Secret2027');
    await userEvent.click(form.getByRole('button', { name: A.changePassword }));
    await expect(await form.findByText(E.sameAsOld)).toBeVisible();
    await expect(await form.findByText(E.confirmMismatch)).toBeVisible();
    await expect(form.getByLabelText(F.oldPassword)).toHaveValue('Secret2026');
    await expect(form.getByLabelText(F.confirmPassword)).toHaveValue('Secret2027');
  },
};

/** A wrong old password: the server says 原密码错误 and the form stays filled. */
export const WrongOldPassword: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const form = within(within(canvas.getByRole('main')).getByRole('form', { name: A.changePassword }));
    await userEvent.type(form.getByLabelText(F.oldPassword), 'NotMine2026');
    await userEvent.type(form.getByLabelText(F.resetPassword), 'Secret2027');
    await userEvent.type(form.getByLabelText(F.confirmPassword), 'Secret2027');
    await userEvent.click(form.getByRole('button', { name: A.changePassword }));
    await expect(await within(document.body).findByText('原密码错误')).toBeVisible();
    await expect(form.getByLabelText(F.oldPassword)).toHaveValue('NotMine2026');
    await expect(form.getByLabelText(F.resetPassword)).toHaveValue('Secret2027');
  },
};

/** Log off without a code: it asks for one. */
export const LogOffWithoutCode: Story = {
  play: async ({ canvas }) => {
    const form = within(within(canvas.getByRole('main')).getByRole('form', { name: A.logOff }));
    await userEvent.click(form.getByRole('button', { name: A.logOff }));
    await expect(await form.findByText(E.codeRequired)).toBeVisible();
  },
};
