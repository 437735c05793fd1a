import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dialogLabels } from '@wenxian/domain';
import { withOpener } from '../ConfirmDialog/storyHarness';
import { LoginRequiredDialog } from './LoginRequiredDialog';

const labels = dialogLabels.loginRequired;
const Harness = withOpener(LoginRequiredDialog, labels.title, ['onLogin', 'onRegister', 'onClose']);

const meta = {
  title: 'UI/Dialogs/LoginRequiredDialog',
  component: LoginRequiredDialog,
  render: (args) => <Harness {...args} />,
  args: { isOpen: true, onLogin: fn(), onRegister: fn(), onClose: fn() },
} satisfies Meta<typeof LoginRequiredDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Login: Story = {
  args: { isOpen: false },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: labels.title }));
    const dialog = await body.findByRole('dialog', { name: labels.title });
    await userEvent.click(within(dialog).getByRole('button', { name: labels.login }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: labels.title })).toHaveFocus());
  },
};

export const Register: Story = {
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: labels.title });
    await userEvent.click(within(dialog).getByRole('button', { name: labels.register }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

export const EscapeAndBackdropClose: Story = {
  play: async ({ args, canvas }) => {
    await body.findByRole('dialog', { name: labels.title });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: labels.title }));
    await userEvent.click(await body.findByTestId('modal-backdrop'));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};
