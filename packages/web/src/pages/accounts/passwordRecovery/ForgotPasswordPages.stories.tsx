import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { accountLabels } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ForgotPasswordEmailPage } from './ForgotPasswordEmailPage';
import { PassResetPage } from './PassResetPage';

const F = accountLabels.fields;
const E = accountLabels.form;
const P = accountLabels.pages;
const byEmail = { path: '/account/forgotPassword/emailnum', route: '/account/forgotPassword/emailnum' };

/** /account/forgotPassword (by mobile code), /account/forgotPassword/emailnum and the 密码已重置 page. */
const meta = {
  title: 'Web/Pages/Accounts/ForgotPassword',
  component: ForgotPasswordPage,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    deeplink: { path: '/account/forgotPassword', route: '/account/forgotPassword' },
  },
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByMobile: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: P.forgotPassword.title })).toBeVisible();
    await expect(main.getByRole('link', { name: P.forgotPassword.byMobile })).toHaveAttribute('aria-current', 'page');
    await expect(main.getByLabelText(F.mobileNo)).toBeVisible();
    await expect(main.getByLabelText(F.resetPassword)).toHaveAccessibleDescription(E.passwordRule);
  },
};

/** Bad input: each field says what is wrong while typing, and keeps what was typed. */
export const ByMobileBadInput: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await userEvent.type(main.getByLabelText(F.mobileNo), '1380');
    await expect(await main.findByText(E.mobileInvalid)).toBeVisible();
    await userEvent.type(main.getByLabelText(F.code), '12');
    await userEvent.type(main.getByLabelText(F.resetPassword), 'abc');
    await userEvent.type(main.getByLabelText(F.confirmPassword), 'abd');
    await userEvent.click(main.getByRole('button', { name: accountLabels.actions.submit }));
    await expect(await main.findByText(E.codeInvalid)).toBeVisible();
    await expect(await main.findByText(E.confirmMismatch)).toBeVisible();
    await expect(main.getByLabelText(F.mobileNo)).toHaveValue('1380');
    await expect(main.getByLabelText(F.code)).toHaveValue('12');
    await expect(main.getByLabelText(F.resetPassword)).toHaveValue('abc');
  },
};

/** A number with no account: the server says so, everything typed stays. */
export const ByMobileUnknownNumber: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await userEvent.type(main.getByLabelText(F.mobileNo), '13999999999');
    await userEvent.type(main.getByLabelText(F.code), '123456');
    await userEvent.type(main.getByLabelText(F.resetPassword), 'Secret2026');
    await userEvent.type(main.getByLabelText(F.confirmPassword), 'Secret2026');
    await userEvent.click(main.getByRole('button', { name: accountLabels.actions.submit }));
    await expect(await within(document.body).findByText('该手机号未注册')).toBeVisible();
    await expect(main.getByLabelText(F.mobileNo)).toHaveValue('13999999999');
    await expect(main.getByLabelText(F.resetPassword)).toHaveValue('Secret2026');
  },
};

export const ByEmail: Story = {
  parameters: { deeplink: byEmail },
  render: () => <ForgotPasswordEmailPage />,
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: P.forgotPassword.title })).toBeVisible();
    await expect(main.getByRole('link', { name: P.forgotPassword.byEmail })).toHaveAttribute('aria-current', 'page');
    await expect(main.getByLabelText(F.email)).toBeVisible();
  },
};

/** Bad input: a malformed address is said under the field, the text stays. */
export const ByEmailBadInput: Story = {
  parameters: { deeplink: byEmail },
  render: () => <ForgotPasswordEmailPage />,
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await userEvent.type(main.getByLabelText(F.email), 'someone@');
    await expect(await main.findByText(E.emailInvalid)).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: accountLabels.actions.submit }));
    await expect(await main.findByText(E.codeRequired)).toBeVisible();
    await expect(main.getByLabelText(F.email)).toHaveValue('someone@');
  },
};

/** An address bound to no account: the server says so, everything typed stays. */
export const ByEmailUnknownAddress: Story = {
  parameters: { deeplink: byEmail, screenshot: false },
  render: () => <ForgotPasswordEmailPage />,
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await userEvent.type(main.getByLabelText(F.email), 'nobody@example.org');
    await userEvent.type(main.getByLabelText(F.code), '123456');
    await userEvent.type(main.getByLabelText(F.resetPassword), 'Secret2026');
    await userEvent.type(main.getByLabelText(F.confirmPassword), 'Secret2026');
    await userEvent.click(main.getByRole('button', { name: accountLabels.actions.submit }));
    await expect(await within(document.body).findByText('该邮箱未绑定账号')).toBeVisible();
    await expect(main.getByLabelText(F.email)).toHaveValue('nobody@example.org');
  },
};

/** /account/forgotPassword/Passreset: done, with the way to log in. */
export const PassReset: Story = {
  parameters: {
    deeplink: { path: '/account/forgotPassword/Passreset', route: '/account/forgotPassword/Passreset' },
  },
  render: () => <PassResetPage />,
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: P.passReset.heading })).toBeVisible();
    await expect(main.getByRole('status')).toHaveTextContent(P.passReset.body);
    await expect(main.getByRole('link', { name: accountLabels.actions.login })).toHaveAttribute('href', '/account');
  },
};
