import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dialogLabels, messages } from '@wenxian/domain';
import { withOpener } from '../ConfirmDialog/storyHarness';
import { NewUserCouponDialog } from './NewUserCouponDialog';

const labels = dialogLabels.newUserCoupon;
const Harness = withOpener(NewUserCouponDialog, labels.title, ['onViewCoupons', 'onClose']);

const meta = {
  title: 'UI/Dialogs/NewUserCouponDialog',
  component: NewUserCouponDialog,
  render: (args) => <Harness {...args} />,
  args: { isOpen: true, onViewCoupons: fn(), onClose: fn() },
} satisfies Meta<typeof NewUserCouponDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const ViewCoupons: Story = {
  args: { isOpen: false },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: labels.title }));
    const dialog = await body.findByRole('dialog', { name: labels.title });
    await expect(dialog).toHaveTextContent(messages.coupon.newUserCoupon);
    await userEvent.click(within(dialog).getByRole('button', { name: labels.viewCoupons }));
    await expect(args.onViewCoupons).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: labels.title })).toHaveFocus());
  },
};

export const Close: Story = {
  play: async ({ args }) => {
    await body.findByRole('dialog', { name: labels.title });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onViewCoupons).not.toHaveBeenCalled();
  },
};
