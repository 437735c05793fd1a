import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dialogLabels } from '@wenxian/domain';
import { withOpener } from '../ConfirmDialog/storyHarness';
import { DeductionConfirmDialog } from './DeductionConfirmDialog';

const labels = dialogLabels.deduction;
const Harness = withOpener(DeductionConfirmDialog, labels.title, ['onConfirm', 'onOtherPay', 'onCancel']);

const meta = {
  title: 'UI/Dialogs/DeductionConfirmDialog',
  component: DeductionConfirmDialog,
  render: (args) => <Harness {...args} />,
  args: {
    isOpen: true,
    order: { name: '基于深度学习的中文文献自动分类方法研究', price: 5 },
    balance: 36.5,
    onConfirm: fn(),
    onOtherPay: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof DeductionConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Shows price and balance in yuan; 确认支付 emits confirm and focus returns to the opener. */
export const ConfirmPayment: Story = {
  args: { isOpen: false },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: labels.title }));
    const dialog = await body.findByRole('alertdialog', { name: labels.title });
    await expect(dialog).toHaveTextContent(labels.body('5.00', '36.50'));
    await userEvent.click(within(dialog).getByRole('button', { name: labels.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: labels.title })).toHaveFocus());
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    await body.findByRole('alertdialog', { name: labels.title });
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Paying: Story = {
  args: { isBusy: true },
  play: async () => {
    const dialog = await body.findByRole('alertdialog', { name: labels.title });
    await expect(within(dialog).getByRole('button', { name: labels.confirm })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** 3.00 due from an empty wallet: 余额不足 up front, no 确认支付 but 其他方式支付 (the pay page). */
export const BalanceShort: Story = {
  args: { order: { name: '一种碳捕集装置', price: 3 }, balance: 0 },
  play: async () => {
    const dialog = await body.findByRole('alertdialog', { name: labels.title });
    await expect(dialog).toHaveTextContent(labels.short);
    await expect(dialog).toHaveTextContent(labels.shortBody('3.00', '0.00'));
    await expect(within(dialog).queryByRole('button', { name: labels.confirm })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: labels.otherPay })).toBeEnabled();
  },
};

/** 其他方式支付 emits onOtherPay, never onConfirm. */
export const BalanceShortOtherPay: Story = {
  args: { order: { name: '一种碳捕集装置', price: 3 }, balance: 0 },
  play: async ({ args }) => {
    const dialog = await body.findByRole('alertdialog', { name: labels.title });
    await userEvent.click(within(dialog).getByRole('button', { name: labels.otherPay }));
    await expect(args.onOtherPay).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
