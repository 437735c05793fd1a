import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pageLabels } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { LoginPage } from './LoginPage';

const L = pageLabels.login;

/**
 * /account: password and mobile-code login over the simulated accounts (docs/simulation.md). A successful
 * login sets the session cookie, which every story in the browser would share, so it is covered by the e2e
 * login journey instead.
 */
const meta = {
  title: 'Web/Pages/Login',
  component: LoginPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', deeplink: { path: '/account?serve=%2F' } },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PasswordForm: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: L.passwordTab })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByLabelText(L.account)).toBeVisible();
    // A member who has forgotten the password finds the way back in beside it.
    await expect(canvas.getByRole('link', { name: L.forgotPassword })).toHaveAttribute(
      'href',
      '/account/forgotPassword',
    );
  },
};

/** Empty fields are named one by one, and what was typed stays. */
export const MissingFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(L.account), '13800000002');
    await userEvent.click(canvas.getByRole('button', { name: L.submit }));
    await expect(await canvas.findByText(L.passwordRequired)).toBeVisible();
    await expect(canvas.getByLabelText(L.password)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(L.account)).toHaveValue('13800000002');
  },
};

/** A wrong password is refused by the server; its message arrives as a toast and the form keeps its values. */
export const WrongPassword: Story = {
  // The toast closes itself after 3 s, so a snapshot would depend on the machine's speed.
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(L.account), '13800000002');
    await userEvent.type(canvas.getByLabelText(L.password), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: L.submit }));
    await expect(await within(document.body).findByRole('alert')).toHaveTextContent('账号或密码错误');
    await expect(canvas.getByLabelText(L.account)).toHaveValue('13800000002');
  },
};

export const CodeForm: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: L.codeTab }));
    await userEvent.type(canvas.getByLabelText(L.mobileNo), '1380000');
    await userEvent.click(canvas.getByRole('button', { name: L.sendCode }));
    await expect(await canvas.findByText(L.mobileInvalid)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(L.mobileNo), '0003');
    await userEvent.click(canvas.getByRole('button', { name: L.sendCode }));
    await expect(await canvas.findByText(L.codeSent)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  },
};
