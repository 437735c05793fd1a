import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dialogLabels } from '@wenxian/domain';
import { withOpener } from '../ConfirmDialog/storyHarness';
import { NewUserActivityDialog } from './NewUserActivityDialog';

const labels = dialogLabels.newUserActivity;
const Harness = withOpener(NewUserActivityDialog, labels.title, ['onJoin', 'onClose']);

const meta = {
  title: 'UI/Dialogs/NewUserActivityDialog',
  component: NewUserActivityDialog,
  render: (args) => <Harness {...args} />,
  args: { isOpen: true, onJoin: fn(), onClose: fn() },
} satisfies Meta<typeof NewUserActivityDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Join: Story = {
  args: { isOpen: false },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: labels.title }));
    const dialog = await body.findByRole('dialog', { name: labels.title });
    await userEvent.click(within(dialog).getByRole('button', { name: labels.join }));
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: labels.title })).toHaveFocus());
  },
};

export const Dismiss: Story = {
  play: async ({ args, canvas }) => {
    const reopen = async () => {
      await userEvent.click(canvas.getByRole('button', { name: labels.title }));
      return body.findByRole('dialog', { name: labels.title });
    };
    // Three ways out, all asking to close: 下次再说, Esc and ×.
    const dialog = await body.findByRole('dialog', { name: labels.title });
    await userEvent.click(within(dialog).getByRole('button', { name: labels.later }));
    await reopen();
    await userEvent.keyboard('{Escape}');
    const again = await reopen();
    await userEvent.click(within(again).getByRole('button', { name: dialogLabels.common.close }));
    await expect(args.onClose).toHaveBeenCalledTimes(3);
    await expect(args.onJoin).not.toHaveBeenCalled();
  },
};
