import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dialogLabels } from '@wenxian/domain';
import { ConfirmDialog } from './ConfirmDialog';
import { withOpener } from './storyHarness';

const title = '确定清空已选文献吗？';
const Harness = withOpener(ConfirmDialog, title, ['onConfirm', 'onCancel']);

const meta = {
  title: 'UI/Dialogs/ConfirmDialog',
  component: ConfirmDialog,
  render: (args) => <Harness {...args} />,
  args: { isOpen: true, title, children: '清空后需要重新勾选。', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Confirm: Story = {
  args: { isOpen: false },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: title }));
    const dialog = await body.findByRole('alertdialog', { name: title });
    await userEvent.click(within(dialog).getByRole('button', { name: dialogLabels.common.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: title })).toHaveFocus());
  },
};

export const CancelEscapeAndClose: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await body.findByRole('alertdialog', { name: title });
    await userEvent.click(within(dialog).getByRole('button', { name: dialogLabels.common.cancel }));
    await userEvent.click(canvas.getByRole('button', { name: title }));
    await body.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: title }));
    await userEvent.click(await body.findByRole('button', { name: dialogLabels.common.close }));
    await expect(args.onCancel).toHaveBeenCalledTimes(3);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { isBusy: true },
  play: async ({ args }) => {
    const dialog = await body.findByRole('alertdialog', { name: title });
    const confirm = within(dialog).getByRole('button', { name: dialogLabels.common.confirm });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(confirm).toHaveFocus();
  },
};

export const CustomLabels: Story = {
  args: { confirmLabel: '清空', cancelLabel: '保留' },
  play: async () => {
    const dialog = await body.findByRole('alertdialog', { name: title });
    await expect(within(dialog).getByRole('button', { name: '清空' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '保留' })).toBeVisible();
  },
};
