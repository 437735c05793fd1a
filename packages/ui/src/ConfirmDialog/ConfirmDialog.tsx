import type { ReactNode } from 'react';
import styled from 'styled-components';
import { dialogLabels } from '@wenxian/domain';
import { ActionDialog } from './ActionDialog';

export type ConfirmDialogProps = {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** The question, also the dialog's accessible name. */
  title: ReactNode;
  /** What confirming does. */
  children?: ReactNode;
  /** Defaults to 确定. */
  confirmLabel?: ReactNode;
  /** Defaults to 取消. */
  cancelLabel?: ReactNode;
  /** While the confirmed work runs: the confirm button is busy. */
  isBusy?: boolean;
  onConfirm: () => void;
  /** 取消, × or Esc. */
  onCancel: () => void;
};

const Message = styled.div`
  color: ${({ theme }) => theme.color.text};
  line-height: ${({ theme }) => theme.font.lineHeight};
`;

/** A yes/no question that interrupts a task (role alertdialog); Esc and × count as 取消. */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel = dialogLabels.common.confirm,
  cancelLabel = dialogLabels.common.cancel,
  isBusy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <ActionDialog
      isOpen={isOpen}
      title={title}
      onClose={onCancel}
      role="alertdialog"
      secondary={{ label: cancelLabel, onClick: onCancel }}
      primary={{ label: confirmLabel, onClick: onConfirm, isBusy }}
    >
      <Message>{children}</Message>
    </ActionDialog>
  );
}
