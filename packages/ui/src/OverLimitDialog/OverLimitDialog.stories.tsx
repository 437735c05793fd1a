import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  buildOverLimitModel,
  dialogLabels,
  messages,
  overLimitCombinations,
  type OverLimitCombination,
} from '@wenxian/domain';
import { Button } from '../Button';
import { OverLimitDialog, type OverLimitDialogProps } from './OverLimitDialog';
import { overLimitInputFor } from './overLimitFixtures';

const modelOf = (id: string) => {
  const combination = overLimitCombinations().find((c) => c.id === id) as OverLimitCombination;
  return buildOverLimitModel(overLimitInputFor(combination));
};
const personalOverLimit = modelOf('VipUser_NoOa_Download_OverLimit');
const confirmQuota = modelOf('VipTeam_NoOa_Download_ConfirmQuota');
const opener = dialogLabels.overLimit.usageHeading;

/** The owner: every button, cancel and close close the dialog; focus returns to the opener. */
function Harness(props: OverLimitDialogProps) {
  const [isOpen, setIsOpen] = useState(props.isOpen);
  const close =
    <A extends unknown[]>(callback: (...args: A) => void) =>
    (...args: A) => {
      callback(...args);
      setIsOpen(false);
    };
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>{opener}</Button>
      <OverLimitDialog
        {...props}
        isOpen={isOpen}
        onButton={close(props.onButton)}
        onCancel={close(props.onCancel)}
        onClose={close(props.onClose)}
      />
    </>
  );
}

const meta = {
  title: 'UI/Dialogs/OverLimitDialog',
  component: OverLimitDialog,
  render: (args) => <Harness {...args} />,
  args: { isOpen: true, model: personalOverLimit, onButton: fn(), onCancel: fn(), onClose: fn() },
} satisfies Meta<typeof OverLimitDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const dialogNamed = (name: string) => body.findByRole('dialog', { name });

/** Code 1: add team membership. Opened from a button so focus return is checked. */
export const AddTeamMembership: Story = {
  args: { isOpen: false },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: opener }));
    const dialog = await dialogNamed(messages.download.overLimitMemberTitle);
    await userEvent.click(within(dialog).getByRole('button', { name: dialogLabels.overLimit.addTeamMembership }));
    await expect(args.onButton).toHaveBeenCalledWith(1);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: opener })).toHaveFocus());
  },
};

/** Code 2: pay per item. */
export const PayPerItem: Story = {
  play: async ({ args }) => {
    const dialog = await dialogNamed(messages.download.overLimitMemberTitle);
    await userEvent.click(within(dialog).getByRole('button', { name: dialogLabels.overLimit.payPerItem }));
    await expect(args.onButton).toHaveBeenCalledWith(2);
    await expect(args.onButton).toHaveBeenCalledTimes(1);
  },
};

/** Code 10: confirm the download (customType 2, one item). */
export const ConfirmDownload: Story = {
  args: { model: confirmQuota },
  play: async ({ args }) => {
    const dialog = await dialogNamed(dialogLabels.overLimit.confirmDownloadTitle);
    await userEvent.click(within(dialog).getByRole('button', { name: messages.download.confirmDownload }));
    await expect(args.onButton).toHaveBeenCalledWith(10);
  },
};

/** 取消 emits cancel (the owner sends the follow-up request). */
export const Cancel: Story = {
  play: async ({ args }) => {
    const dialog = await dialogNamed(messages.download.overLimitMemberTitle);
    await userEvent.click(within(dialog).getByRole('button', { name: messages.download.cancel }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(args.onButton).not.toHaveBeenCalled();
  },
};

/** × and Esc emit close; focus is trapped while open. */
export const CloseAndEscape: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await dialogNamed(messages.download.overLimitMemberTitle);
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: opener }));
    const reopened = await dialogNamed(messages.download.overLimitMemberTitle);
    await userEvent.click(within(reopened).getByRole('button', { name: dialogLabels.common.close }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Free text sent with the event shows under the tips. */
export const WithServerInfo: Story = {
  args: { model: { ...personalOverLimit, info: '本月额度将于下月1日重置。' } },
  play: async () => {
    const dialog = await dialogNamed(messages.download.overLimitMemberTitle);
    await expect(within(dialog).getByText('本月额度将于下月1日重置。')).toBeVisible();
  },
};
