import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dialogLabels, messages } from '@wenxian/domain';
import { withOpener } from '../ConfirmDialog/storyHarness';
import { MigrationDialog } from './MigrationDialog';

const labels = dialogLabels.migration;
const Harness = withOpener(MigrationDialog, labels.title, ['onDecline', 'onClose']);

const meta = {
  title: 'UI/Dialogs/MigrationDialog',
  component: MigrationDialog,
  render: (args) => <Harness {...args} />,
  args: {
    isOpen: true,
    status: 'ask',
    data: { BalanceMoney: 128.5, journalCount: 12, literatureCount: 347 },
    onConfirm: fn(),
    onDecline: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof MigrationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const figures = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('definition')
    .map((d) => d.textContent);

/** Balance, journal and literature counts with 暂不迁移 / 确认迁移. */
export const Ask: Story = {
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: labels.title });
    await expect(figures(dialog)).toEqual(['128.5', '12', '347']);
    await userEvent.click(within(dialog).getByRole('button', { name: messages.migration.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Counts the server did not send show as --. */
export const MissingCounts: Story = {
  args: { data: { BalanceMoney: 0, journalCount: null } },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: labels.title });
    await expect(figures(dialog)).toEqual(['0', '--', '--']);
  },
};

/** 暂不迁移 (and × / Esc) decline; the backdrop does not; focus returns to the opener. */
export const Decline: Story = {
  args: { isOpen: false },
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: labels.title });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: labels.title });
    await userEvent.click(body.getByTestId('modal-backdrop'));
    await expect(args.onDecline).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: messages.migration.decline }));
    await expect(args.onDecline).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
    await userEvent.click(opener);
    await body.findByRole('dialog', { name: labels.title });
    await userEvent.keyboard('{Escape}');
    await expect(args.onDecline).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Migrating: Story = {
  args: { status: 'migrating' },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: labels.title });
    await expect(within(dialog).getByRole('button', { name: messages.migration.confirm })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: messages.migration.decline })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** After consent: 数据迁移成功. */
export const Success: Story = {
  args: { status: 'done' },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: labels.title });
    await expect(within(dialog).getByRole('status')).toHaveTextContent(messages.migration.success);
    await userEvent.click(within(dialog).getByRole('button', { name: dialogLabels.common.gotIt }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onDecline).not.toHaveBeenCalled();
  },
};
