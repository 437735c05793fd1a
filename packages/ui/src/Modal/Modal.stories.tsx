import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '@wenxian/domain';
import { Button } from '../Button';
import { Modal, type ModalProps } from './Modal';

/** Stories drive the Modal from an opener button so focus return can be asserted. */
function ModalHarness(props: ModalProps) {
  const [isOpen, setIsOpen] = useState(props.isOpen);
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>打开对话框</Button>
      <Modal
        {...props}
        isOpen={isOpen}
        onClose={() => {
          props.onClose?.();
          setIsOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/Modal',
  component: Modal,
  render: (args) => <ModalHarness {...args} />,
  args: {
    isOpen: true,
    title: messages.safetyCheck.title,
    onClose: fn(),
    children: '对话框内容',
    footer: (
      <>
        <Button>{messages.download.cancel}</Button>
        <Button variant="primary">{messages.download.confirmDownload}</Button>
      </>
    ),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Open: Story = {
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: messages.safetyCheck.title });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ args, canvas }) => {
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // Focus goes back to what was focused before (the opener after a re-open).
    await userEvent.click(canvas.getByRole('button', { name: '打开对话框' }));
    await body.findByRole('dialog');
    await userEvent.click(body.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: '打开对话框' })).toHaveFocus());
  },
};

export const TrapsFocus: Story = {
  play: async () => {
    const dialog = await body.findByRole('dialog');
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
  },
};

export const BackdropCloses: Story = {
  play: async ({ args }) => {
    await body.findByRole('dialog');
    await userEvent.click(body.getByTestId('modal-backdrop'));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The safety check's mode (doc 000 §4.8): neither the backdrop nor Esc closes it. */
export const NoBackdropOrEscapeClose: Story = {
  args: { closeOnBackdrop: false, closeOnEsc: false },
  play: async ({ args }) => {
    await body.findByRole('dialog');
    await userEvent.click(body.getByTestId('modal-backdrop'));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(body.getByRole('dialog')).toBeVisible();
  },
};
