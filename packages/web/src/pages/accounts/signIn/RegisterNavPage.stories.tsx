import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiConfig } from '@wenxian/api';
import { signInAs } from '@wenxian/simulation';
import { accountLabels, messages } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { RegisterNavPage } from './RegisterNavPage';
import { VerifyEmailPage } from './VerifyEmailPage';

const F = accountLabels.fields;
const E = accountLabels.form;
const P = accountLabels.pages;
const verifyAt = (query = '') => ({ path: `/account/verifyEmail${query}`, route: '/account/verifyEmail' });

/** /account/register/nav (after sign-up, for the new user 13800000001) and /account/verifyEmail. */
const meta = {
  title: 'Web/Pages/Accounts/RegisterNav',
  component: RegisterNavPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', deeplink: { path: '/account/register/nav', route: '/account/register/nav' } },
} satisfies Meta<typeof RegisterNavPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Welcome, the new-user coupon, the number just registered and where to go next. */
export const Registered: Story = {
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1001');
  },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: P.registerNav.heading })).toBeVisible();
    await expect(main.getByText(messages.coupon.newUserCoupon)).toBeVisible();
    await expect(await main.findByText('13800000001')).toBeVisible();
    await expect(main.getByRole('link', { name: '我的优惠券' })).toHaveAttribute('href', '/personalcenter/coupon');
    await expect(main.getByRole('link', { name: P.member.title })).toHaveAttribute('href', '/member');
    await expect(main.getByRole('link', { name: P.registerNav.home })).toHaveAttribute('href', '/');
  },
};

/** /account/verifyEmail?email=: the address is filled in from the link. */
export const VerifyEmail: Story = {
  parameters: { deeplink: verifyAt('?email=u1002%40example.cn') },
  render: () => <VerifyEmailPage />,
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: P.verifyEmail.heading })).toBeVisible();
    await expect(main.getByLabelText(F.email)).toHaveValue('u1002@example.cn');
    await expect(main.getByRole('button', { name: accountLabels.actions.sendCode })).toBeEnabled();
  },
};

/** Bad input: a malformed address and a short code are said under their fields; what was typed stays. */
export const VerifyEmailBadInput: Story = {
  parameters: { deeplink: verifyAt() },
  render: () => <VerifyEmailPage />,
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await userEvent.type(main.getByLabelText(F.email), 'u1002@');
    await userEvent.type(main.getByLabelText(F.code), '12');
    await userEvent.click(main.getByRole('button', { name: accountLabels.actions.verify }));
    await expect(await main.findByText(E.emailInvalid)).toBeVisible();
    await expect(await main.findByText(E.codeInvalid)).toBeVisible();
    await expect(main.getByLabelText(F.email)).toHaveValue('u1002@');
    await expect(main.getByLabelText(F.code)).toHaveValue('12');
  },
};

/** A wrong code: the server refuses, the form stays filled. */
export const VerifyEmailWrongCode: Story = {
  parameters: { deeplink: verifyAt('?email=u1002%40example.cn'), screenshot: false },
  render: () => <VerifyEmailPage />,
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await userEvent.type(main.getByLabelText(F.code), '654321');
    await userEvent.click(main.getByRole('button', { name: accountLabels.actions.verify }));
    await expect(await within(document.body).findByText('验证码错误')).toBeVisible();
    await expect(main.getByLabelText(F.code)).toHaveValue('654321');
  },
};

/** The right code (the simulation's 123456): 邮箱验证成功. */
export const VerifyEmailDone: Story = {
  parameters: { deeplink: verifyAt('?email=u1002%40example.cn') },
  render: () => <VerifyEmailPage />,
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await userEvent.type(main.getByLabelText(F.code), '123456');
    await userEvent.click(main.getByRole('button', { name: accountLabels.actions.verify }));
    await expect(await main.findByRole('status')).toHaveTextContent(accountLabels.actions.emailVerified);
  },
};
