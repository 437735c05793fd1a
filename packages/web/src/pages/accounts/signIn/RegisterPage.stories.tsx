import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { accountLabels } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { RegisterPage } from './RegisterPage';

const F = accountLabels.fields;
const E = accountLabels.form;

/** /account/register: validated while typing; a refusal keeps what was typed. */
const meta = {
  title: 'Web/Pages/Accounts/Register',
  component: RegisterPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', deeplink: { path: '/account/register' } },
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Blank: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(F.mobileNo)).toBeVisible();
    await expect(canvas.getByLabelText(F.newPassword)).toHaveAccessibleDescription(E.passwordRule);
    // What the user agrees to can be read: each document's name opens its page beside the form.
    await expect(canvas.getByRole('checkbox', { name: F.agreement })).not.toBeChecked();
    for (const [name, path] of [
      [F.agreementParts.terms, '/aboutus/agreement'],
      [F.agreementParts.privacy, '/aboutus/ps'],
    ] as const) {
      const link = canvas.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', path);
      await expect(link).toHaveAttribute('target', '_blank');
    }
  },
};

/** Errors appear next to their field while typing. */
export const TypingErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(F.mobileNo), '1380');
    await expect(await canvas.findByText(E.mobileInvalid)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(F.newPassword), 'abc');
    await expect(await canvas.findByText(E.passwordRule)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(F.confirmPassword), 'abd');
    await expect(await canvas.findByText(E.confirmMismatch)).toBeVisible();
  },
};

/** The number is already registered: the server says so, everything typed stays. */
export const NumberTaken: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(F.mobileNo), '13800000001');
    await userEvent.type(canvas.getByLabelText(F.code), '123456');
    await userEvent.type(canvas.getByLabelText(F.newPassword), 'Secret2026');
    await userEvent.type(canvas.getByLabelText(F.confirmPassword), 'Secret2026');
    await userEvent.click(canvas.getByLabelText(F.agreement));
    await userEvent.click(canvas.getByRole('button', { name: accountLabels.actions.register }));
    await expect(await within(document.body).findByText('该手机号已注册')).toBeVisible();
    await expect(canvas.getByLabelText(F.mobileNo)).toHaveValue('13800000001');
    await expect(canvas.getByLabelText(F.newPassword)).toHaveValue('Secret2026');
  },
};
