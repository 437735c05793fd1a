import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiConfig } from '@wenxian/api';
import { signInAs } from '@wenxian/simulation';
import { accountLabels } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { LoginBindPage } from './LoginBindPage';

const F = accountLabels.fields;
const E = accountLabels.form;
const A = accountLabels.actions;
const P = accountLabels.pages.loginbind;

/** /personalcenter/loginbind for a member (13800000002). */
const meta = {
  title: 'Web/Pages/Accounts/LoginBind',
  component: LoginBindPage,
  decorators: [withPage],
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1002');
  },
  parameters: {
    layout: 'fullscreen',
    deeplink: { path: '/personalcenter/loginbind', route: '/personalcenter/loginbind' },
  },
} satisfies Meta<typeof LoginBindPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The masked number, WeChat and the bound address, with the form to bind another one. */
export const Normal: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: P.title })).toBeVisible();
    const mobile = within(main.getByRole('region', { name: P.mobile }));
    await expect(await mobile.findByText(`${P.bound} 138****0002`)).toBeVisible();
    const email = within(main.getByRole('region', { name: P.email }));
    await expect(await email.findByText(`${P.bound} u1002@example.cn`)).toBeVisible();
    await expect(email.getByRole('form', { name: A.bindEmail })).toBeVisible();
  },
};

/** Bad input: a malformed address and a missing code are said; what was typed stays. */
export const BindEmailBadInput: Story = {
  play: async ({ canvas }) => {
    const form = within(within(canvas.getByRole('main')).getByRole('form', { name: A.bindEmail }));
    await userEvent.type(form.getByLabelText(F.email), 'zhou@');
    await userEvent.click(form.getByRole('button', { name: A.bindEmail }));
    await expect(await form.findByText(E.emailInvalid)).toBeVisible();
    await expect(await form.findByText(E.codeRequired)).toBeVisible();
    await expect(form.getByLabelText(F.email)).toHaveValue('zhou@');
  },
};

/** A wrong code: the server says 验证码错误 and the form stays filled. */
export const BindEmailWrongCode: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const form = within(within(canvas.getByRole('main')).getByRole('form', { name: A.bindEmail }));
    await userEvent.type(form.getByLabelText(F.email), 'zhou@example.org');
    await userEvent.type(form.getByLabelText(F.code), '000000');
    await userEvent.click(form.getByRole('button', { name: A.bindEmail }));
    await expect(await within(document.body).findByText('验证码错误')).toBeVisible();
    await expect(form.getByLabelText(F.email)).toHaveValue('zhou@example.org');
    await expect(form.getByLabelText(F.code)).toHaveValue('000000');
  },
};

/** The right code (123456): 邮箱绑定成功. */
export const BindEmailDone: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const form = within(within(canvas.getByRole('main')).getByRole('form', { name: A.bindEmail }));
    await userEvent.type(form.getByLabelText(F.email), 'zhou@example.org');
    await userEvent.type(form.getByLabelText(F.code), '123456');
    await userEvent.click(form.getByRole('button', { name: A.bindEmail }));
    await expect(await within(document.body).findByText(A.emailBound)).toBeVisible();
  },
};
