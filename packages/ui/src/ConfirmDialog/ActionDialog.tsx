import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Modal, type ModalProps } from '../Modal';

/** A footer button: what it says and what it does. */
type DialogAction = {
  label: ReactNode;
  onClick: () => void;
};

export type ActionDialogProps = Pick<ModalProps, 'isOpen' | 'title' | 'onClose' | 'role' | 'children'> & {
  /** The main action, the primary button at the end of the footer. */
  primary: DialogAction & {
    /** While the action's work runs: the button is busy (see Button's `isBusy`). */
    isBusy?: boolean;
  };
  /** A second way out, before the main action. */
  secondary?: DialogAction;
};

/**
 * A dialog whose footer offers one main action and optionally a second one; ×, Esc and the backdrop
 * ask to close through `onClose`. The notices and the confirmation dialogs are built on it.
 */
export function ActionDialog({ primary, secondary, children, ...modal }: ActionDialogProps) {
  return (
    <Modal
      {...modal}
      footer={
        <>
          {secondary && <Button onClick={secondary.onClick}>{secondary.label}</Button>}
          <Button variant="primary" onClick={primary.onClick} isBusy={primary.isBusy}>
            {primary.label}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
